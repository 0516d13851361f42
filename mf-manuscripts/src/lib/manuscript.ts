// The manuscript types the features of this section share.
import {
  type Manuscript as ManuscriptEntity,
  type ManuscriptSummary,
} from '@colophon/shared/contracts';

/** A manuscript as the lists show it. */
export type Manuscript = ManuscriptSummary;

/** A manuscript as GET manuscripts/{id} sends it: relations, history, allowed transitions, permissions. */
export type ManuscriptDetail = ManuscriptEntity;
