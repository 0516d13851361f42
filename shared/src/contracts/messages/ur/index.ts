// Urdu.
import { type LanguageCatalog, type MessageCatalog } from '../catalog-types';
import { urActivity } from './activity';
import { urAuth } from './auth';
import { urCategory } from './category';
import { urDecision } from './decision';
import { urReview } from './review';
import { urDiscussion } from './discussion';
import { urNotification } from './notification';
import { urCommon } from './common';
import { urBrief, urField } from './field';
import { urJournal } from './journal';
import { urLabels } from './labels';
import { urManuscript } from './manuscript';
import { urRemotes } from './remotes';
import { urUser } from './user';
import { urTag } from './tag';
import { urCorrespondence } from './correspondence';
import { urTemplate } from './template';
import { urMail } from './mail';
import { urConflict } from './conflict';
import { urTrackRecord } from './track-record';
import { urAlternate } from './alternate';
import { urReviewForm } from './review-form';
import { urAnalytics } from './analytics';
import { urRollout } from './rollout';

export const urMessages: MessageCatalog = {
  ...urCommon,
  ...urField,
  ...urAuth,
  ...urUser,
  ...urJournal,
  ...urCategory,
  ...urManuscript,
  ...urDecision,
  ...urReview,
  ...urDiscussion,
  ...urNotification,
  ...urRemotes,
  ...urActivity,
  ...urTag,
  ...urCorrespondence,
  ...urTemplate,
  ...urMail,
  ...urConflict,
  ...urTrackRecord,
  ...urAlternate,
  ...urReviewForm,
  ...urAnalytics,
  ...urRollout,
};

export { urBrief, urLabels };

export const urCatalog: LanguageCatalog = {
  messages: urMessages,
  brief: urBrief,
  labels: urLabels,
};
