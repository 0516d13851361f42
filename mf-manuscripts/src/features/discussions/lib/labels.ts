// How a thread, a target and a writer are named to the reader. The API already
// leaves out every name the policy hides (reviewer: null, author: null), so
// these only choose words: a hidden person shows by role.
import {
  type DiscussionMessage,
  type DiscussionTarget,
  type DiscussionThread,
} from '@colophon/shared/contracts';

/** The section's `t` (useTranslation('manuscripts')). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Whom the thread is with, from the reader's side. */
export function threadWith(
  thread: Pick<DiscussionThread, 'kind' | 'reviewer' | 'my_role'>,
  t: Translate,
): string {
  // The authors and the reviewer write to the editors.
  if (thread.my_role === 'author' || thread.my_role === 'reviewer') {
    return t('discussions.withEditors');
  }
  if (thread.kind === 'author') return t('discussions.withAuthors');
  return thread.reviewer
    ? t('discussions.withReviewer', { name: thread.reviewer.name })
    : t('discussions.withReviewerHidden');
}

/** A "with whom" option of the new-discussion form. */
export function targetLabel(target: DiscussionTarget, t: Translate): string {
  if (target.kind === 'author') return t('discussions.form.withAuthors');
  if (target.own) return t('discussions.form.withEditors');
  return target.reviewer
    ? t('discussions.form.withReviewer', { name: target.reviewer.name, round: target.round })
    : t('discussions.form.withReviewerHidden', { round: target.round });
}

/** The select's value of a target: `author`, or `reviewer:<invitation id>`. */
export const targetValue = (target: Pick<DiscussionTarget, 'kind' | 'invitation_id'>) =>
  target.kind === 'author' ? 'author' : `reviewer:${target.invitation_id ?? ''}`;

/** Who wrote a message: "You", "Name (Role)", or the role alone when the name is hidden. */
export function writerLabel(
  message: Pick<DiscussionMessage, 'author' | 'author_role' | 'own'>,
  t: Translate,
): string {
  if (message.own) return t('discussions.you');
  const role = t(`discussions.roles.${message.author_role}`);
  return message.author ? t('discussions.writerAs', { name: message.author.name, role }) : role;
}
