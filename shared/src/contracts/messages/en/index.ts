// English: the source of every code. Texts are today's (the spec's), character for character.
import { enActivity } from './activity';
import { enAuth } from './auth';
import { enCategory } from './category';
import { enDecision } from './decision';
import { enReview } from './review';
import { enDiscussion } from './discussion';
import { enNotification } from './notification';
import { enCommon } from './common';
import { enBrief, enField } from './field';
import { enJournal } from './journal';
import { enLabels } from './labels';
import { enManuscript } from './manuscript';
import { enRemotes } from './remotes';
import { enUser } from './user';
import { enTag } from './tag';
import { enCorrespondence } from './correspondence';
import { enTemplate } from './template';
import { enMail } from './mail';
import { enConflict } from './conflict';
import { enTrackRecord } from './track-record';
import { enAlternate } from './alternate';
import { enReviewForm } from './review-form';
import { enAnalytics } from './analytics';
import { enRollout } from './rollout';

export const enMessages = {
  ...enCommon,
  ...enField,
  ...enAuth,
  ...enUser,
  ...enJournal,
  ...enCategory,
  ...enManuscript,
  ...enDecision,
  ...enReview,
  ...enDiscussion,
  ...enNotification,
  ...enRemotes,
  ...enActivity,
  ...enTag,
  ...enCorrespondence,
  ...enTemplate,
  ...enMail,
  ...enConflict,
  ...enTrackRecord,
  ...enAlternate,
  ...enReviewForm,
  ...enAnalytics,
  ...enRollout,
} as const;

export { enBrief, enLabels };
