// What the rest of the API uses of notifications.
export {
  editorsOf,
  notifyHandlingEditorAssigned,
  notifyInvitationAnswered,
  notifyInvited,
  notifyRecommendation,
  notifyReviewSubmitted,
  notifyRevisionUploaded,
  notifyRoundDecided,
  notifyStatusChanged,
  notifySubmitted,
  notifyUsers,
  type ManuscriptRef,
} from './notify';
export { activeUserIds, manuscriptAuthorIds } from './recipients.repository';
