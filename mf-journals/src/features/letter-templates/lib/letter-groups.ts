import { type MailTemplateKey, type MailTemplateLocale } from '@colophon/shared/contracts';

/** The letters by whom they go to, in the order an editor meets them. */
export const LETTER_GROUPS: ReadonlyArray<{
  group: 'authors' | 'reviewers' | 'editors';
  keys: readonly MailTemplateKey[];
}> = [
  {
    group: 'authors',
    keys: [
      'submission_acknowledgement',
      'decision_accept',
      'decision_minor_revisions',
      'decision_major_revisions',
      'decision_reject',
      'decision_desk_decline',
      'revision_reminder',
    ],
  },
  {
    group: 'reviewers',
    keys: [
      'reviewer_invitation',
      'invitation_reminder',
      'review_reminder_before',
      'review_reminder_overdue',
      'review_thank_you',
    ],
  },
  { group: 'editors', keys: ['handling_editor_assigned'] },
];

/** The text direction of a letter's language. */
export const letterDir = (locale: MailTemplateLocale) => (locale === 'ur' ? 'rtl' : 'ltr');

/** An i18n key for a merge field ('author.name' → 'author_name': i18next reads dots as nesting). */
export const fieldKey = (field: string) => field.replace(/\./g, '_');
