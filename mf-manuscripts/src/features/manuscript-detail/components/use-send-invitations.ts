import { useTranslation } from 'react-i18next';
import { toApiError, useMessageText, useNotify } from '@colophon/shared';
import {
  invitationCreateSchema,
  type InvitationCreateInput,
  type ReviewerCandidate,
} from '@colophon/shared/contracts';
import { failureText } from '../../../lib/failure-text';
import { useInviteReviewer } from '../api/invite-reviewer';
import { type InviteChoice } from './use-invite-choice';

/** The dialog's field errors, by the invitation's field names. */
export interface InviteErrors {
  reviewers?: string;
  due_date?: string;
  conflict_override_reason?: string;
  alternates?: string;
}

const conflicted = (candidate: ReviewerCandidate) => candidate.conflicts.length > 0;

interface SendArgs {
  manuscriptId: number;
  choice: InviteChoice;
  dueDate: string;
  overrideReason: string;
  /** Reviewers the API refused for want of an override reason (a conflict the list did not show). */
  overrideDemanded: ReadonlySet<number>;
}

/**
 * Sends one invitation per chosen reviewer, each carrying the alternates and,
 * where a conflict of interest needs it, the override reason. An invited
 * reviewer leaves the choice at once, so a retry after a refusal invites
 * nobody twice; a refusal keeps everything typed and puts the API's message at
 * its field.
 */
export function useSendInvitations() {
  const { t } = useTranslation('manuscripts');
  const text = useMessageText();
  const notify = useNotify();
  const invite = useInviteReviewer();

  /** Checks before sending what the editor can fix at once (no call made). */
  const check = ({ choice, dueDate, overrideReason, overrideDemanded }: SendArgs) => {
    const found: InviteErrors = {};
    if (choice.chosen.length === 0) found.reviewers = t('invite.chooseOne');
    const due = invitationCreateSchema.shape.due_date.safeParse(dueDate);
    if (!due.success) found.due_date = text(due.error.issues[0]?.message);
    const needsReason =
      [...choice.chosen, ...choice.alternates].some(conflicted) ||
      choice.chosen.some((c) => overrideDemanded.has(c.id));
    const reason = invitationCreateSchema.shape.conflict_override_reason.safeParse(overrideReason);
    if (needsReason && !overrideReason.trim())
      found.conflict_override_reason = t('invite.override.required');
    else if (!reason.success)
      found.conflict_override_reason = text(reason.error.issues[0]?.message);
    return found;
  };

  /** Resolves with whether all were invited, the field errors and the reviewers the API asked a reason for. */
  const send = async (args: SendArgs) => {
    const { manuscriptId, choice, dueDate, overrideReason, overrideDemanded } = args;
    const found = check(args);
    if (Object.keys(found).length > 0)
      return { done: false, errors: found, demanded: [] as number[] };
    const alternatesConflicted = choice.alternates.some(conflicted);
    let sent = 0;
    for (const reviewer of choice.chosen) {
      const invitation: InvitationCreateInput = { reviewer_id: reviewer.id, due_date: dueDate };
      if (choice.alternates.length > 0) invitation.alternates = choice.alternates.map((c) => c.id);
      if (conflicted(reviewer) || alternatesConflicted || overrideDemanded.has(reviewer.id)) {
        invitation.conflict_override_reason = overrideReason.trim();
      }
      try {
        await invite.mutateAsync({ manuscriptId, invitation });
        choice.unchoose(reviewer.id);
        sent += 1;
      } catch (error) {
        const apiError = toApiError(error);
        const errors: InviteErrors = {};
        const at = (field: string) => apiError.errors[field]?.[0];
        const override = at('conflict_override_reason');
        if (override) errors.conflict_override_reason = text(override);
        if (at('due_date')) errors.due_date = text(at('due_date'));
        const alternate = Object.keys(apiError.errors).find((key) => key.startsWith('alternates'));
        if (alternate) errors.alternates = text(at(alternate));
        if (at('reviewer_id')) errors.reviewers = text(at('reviewer_id'));
        notify.error(failureText(apiError, t('invite.failed')));
        if (sent > 0) notify.success(t('invite.sent', { count: sent }));
        return { done: false, errors, demanded: override ? [reviewer.id] : [] };
      }
    }
    notify.success(t('invite.sent', { count: sent }));
    return { done: true, errors: {}, demanded: [] };
  };

  return { send, pending: invite.isPending };
}
