// Which letter a notification's e-mail is written from, and the links an
// invitation carries to answer it in the panel.
import type {
  MailTemplateKey,
  NotificationCode,
  NotificationParams,
} from '@colophon/shared/contracts';

const BY_CODE: Partial<Record<NotificationCode, MailTemplateKey>> = {
  reviewInvitation: 'reviewer_invitation',
  invitationReminder: 'invitation_reminder',
  reviewReminder: 'review_reminder_before',
  reviewOverdue: 'review_reminder_overdue',
  reviewOutcome: 'review_thank_you',
  submissionAcknowledged: 'submission_acknowledgement',
  revisionReminder: 'revision_reminder',
  handlingEditorAssigned: 'handling_editor_assigned',
  accepted: 'decision_accept',
};

/** The template of a notification's e-mail; null: the generic notification mail. */
export function templateForNotification(
  code: NotificationCode,
  params: NotificationParams,
): MailTemplateKey | null {
  if (code === 'revisionRequested') {
    return params.kind === 'minor' ? 'decision_minor_revisions' : 'decision_major_revisions';
  }
  if (code === 'rejected') {
    return Number(params.desk) === 1 ? 'decision_desk_decline' : 'decision_reject';
  }
  return BY_CODE[code] ?? null;
}

/** Accept and decline links of an invitation: the panel answers it for the signed-in reviewer. */
export function invitationLinks(
  panelUrl: string,
  invitationId: number,
): { accept_link: string; decline_link: string } {
  const base = `${panelUrl.replace(/\/+$/, '')}/reviews?invitation=${invitationId}&respond=`;
  return { accept_link: `${base}accept`, decline_link: `${base}decline` };
}
