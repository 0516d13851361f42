// What the rest of the API uses of manuscripts.
export { sendStoredFile } from './file-download';
export {
  discardStored,
  filesOf,
  manuscriptDir,
  removeQuietly,
  storageConfigFromEnv,
  type StorageConfig,
} from './file-storage';
export { verifyManuscriptFile } from './file-type';
export {
  MANUSCRIPT_NOT_FOUND,
  canView,
  isReviewerRole,
  isStaff,
  manuscriptGuard,
  mayHandle,
  ownIds,
  relationTo,
  visibleIds,
  type ManuscriptContext,
  type Relation,
} from './manuscript-access';
export {
  isAssignedReviewer,
  type Scope,
  type visibleIdsQuery,
} from './manuscript-access.repository';
export { authorsOf, userNames } from './manuscript-authors.repository';
export {
  FINAL_STATUSES,
  allowedDecisions,
  mayAssignHandlingEditor,
  mayRecommend,
} from './manuscript-permissions';
export { journalVisibilityOf, policyForContext, policyOf, settingsOf } from './manuscript-policy';
export {
  insertHistory,
  replaceReviewers,
  reviewerUserIds,
  reviewersOf,
  revisionsOf,
} from './manuscript-relations.repository';
export { presentManuscript } from './manuscripts.presenter';
export { findManuscriptById, moveStatus, type ManuscriptRow } from './manuscripts.repository';
export { FORM_OVERHEAD_BYTES, readMultipart, type TempUpload } from './multipart';
export { revisionKindOf } from './revision-kinds';
export { searchTerms } from './search';
export { termsMatch } from './search-match';
export { assertTransition } from './workflow';
