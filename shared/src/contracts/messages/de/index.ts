// German.
import { type LanguageCatalog, type MessageCatalog } from '../catalog-types';
import { deActivity } from './activity';
import { deAuth } from './auth';
import { deCategory } from './category';
import { deDecision } from './decision';
import { deReview } from './review';
import { deDiscussion } from './discussion';
import { deNotification } from './notification';
import { deCommon } from './common';
import { deBrief, deField } from './field';
import { deJournal } from './journal';
import { deLabels } from './labels';
import { deManuscript } from './manuscript';
import { deRemotes } from './remotes';
import { deUser } from './user';
import { deTag } from './tag';
import { deCorrespondence } from './correspondence';
import { deTemplate } from './template';
import { deMail } from './mail';
import { deConflict } from './conflict';
import { deTrackRecord } from './track-record';
import { deAlternate } from './alternate';
import { deReviewForm } from './review-form';
import { deAnalytics } from './analytics';
import { deRollout } from './rollout';

export const deMessages: MessageCatalog = {
  ...deCommon,
  ...deField,
  ...deAuth,
  ...deUser,
  ...deJournal,
  ...deCategory,
  ...deManuscript,
  ...deDecision,
  ...deReview,
  ...deDiscussion,
  ...deNotification,
  ...deRemotes,
  ...deActivity,
  ...deTag,
  ...deCorrespondence,
  ...deTemplate,
  ...deMail,
  ...deConflict,
  ...deTrackRecord,
  ...deAlternate,
  ...deReviewForm,
  ...deAnalytics,
  ...deRollout,
};

export { deBrief, deLabels };

export const deCatalog: LanguageCatalog = {
  messages: deMessages,
  brief: deBrief,
  labels: deLabels,
};
