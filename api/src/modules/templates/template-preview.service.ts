// POST mail-templates/{key}/{locale}/preview: a text (saved or not) merged
// with a real manuscript the editor may read, addressed to whom the letter
// goes (the submitting author, the first invited reviewer, the handling
// editor). Values only a real event has (the released reviews, a due date)
// are filled with a sample.
import {
  type MailTemplateKey,
  type MailTemplateLocale,
  type MailTemplatePreview,
  type MailTemplatePreviewInput,
  msg,
  renderMessage,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { fieldError, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../auth';
import { canView, MANUSCRIPT_NOT_FOUND, relationTo } from '../manuscripts';
import { findManuscriptById } from '../manuscripts';
import { formatMergeDate, mergeValuesFor } from './merge-values';
import { invitationLinks } from './notification-templates';
import { assertMayEditLetters } from './template-access';
import { assertTemplateText, renderText } from './templates.service';
import { firstInvitation, journalById } from './templates.repository';

const TO_REVIEWER = new Set<MailTemplateKey>([
  'reviewer_invitation',
  'invitation_reminder',
  'review_reminder_before',
  'review_reminder_overdue',
  'review_thank_you',
]);

const DAY_MS = 86_400_000;

export async function previewTemplate(
  db: Database,
  actor: AuthUser,
  level: { key: MailTemplateKey; locale: MailTemplateLocale },
  input: MailTemplatePreviewInput,
  panelUrl: string,
  now: Date = new Date(),
): Promise<MailTemplatePreview> {
  await assertMayEditLetters(db, actor, input.journal_id);
  assertTemplateText(level.key, input);
  const row = await findManuscriptById(db, input.manuscript_id);
  if (!row || !canView(await relationTo(db, actor, row))) throw notFound(MANUSCRIPT_NOT_FOUND);
  if (input.journal_id !== null && row.journal_id !== input.journal_id) {
    throw fieldError('manuscript_id', msg('template.manuscriptOtherJournal'));
  }

  const invitation = await firstInvitation(db, row.id);
  const toReviewer = TO_REVIEWER.has(level.key);
  const recipientId = toReviewer
    ? (invitation?.reviewer_id ?? actor.id)
    : level.key === 'handling_editor_assigned'
      ? (row.handling_editor_id ?? actor.id)
      : row.submitter_id;
  const revisionDays = (await journalById(db, row.journal_id))?.revision_due_days ?? 30;
  const due =
    toReviewer && invitation
      ? invitation.due_at
      : (row.revision_due_at ?? new Date(now.getTime() + revisionDays * DAY_MS).toISOString());
  const values = await mergeValuesFor(db, {
    manuscriptId: row.id,
    recipientId,
    panelUrl,
    locale: level.locale,
    extra: {
      due_date: formatMergeDate(due, level.locale),
      reviews: renderMessage('template.preview.reviews', level.locale),
      ...invitationLinks(panelUrl, invitation?.id ?? 0),
    },
  });
  return renderText(input, values);
}
