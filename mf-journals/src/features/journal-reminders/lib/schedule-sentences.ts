import { type CorrespondenceField, type JournalCorrespondence } from '@colophon/shared/contracts';

/** A sentence of the schedule in words: its text key (under `reminders.sentences`) and values. */
export interface ScheduleSentence {
  key: string;
  count: number;
  /** The overdue sentence's frequency, a sentence of its own (`reminders.sentences.every`). */
  every?: number;
}

/** A whole number in the form (the input may hold nothing or a half-typed value). */
const whole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The sentence that explains one field of the schedule, from the values the
 * form holds now; null while the value is not a whole number. The overdue
 * maximum's sentence reads both overdue fields.
 */
export function sentenceOf(
  field: CorrespondenceField,
  values: Partial<Record<CorrespondenceField, unknown>>,
): ScheduleSentence | null {
  const count = values[field];
  if (!whole(count)) return null;
  switch (field) {
    case 'revision_due_days':
      return { key: 'revisionDue', count };
    case 'invitation_reminder_days':
      return { key: 'invitation', count };
    case 'review_reminder_before_days':
      return { key: 'reviewBefore', count };
    case 'review_overdue_every_days':
      return { key: 'overdueEvery', count };
    case 'review_overdue_max': {
      const every = values.review_overdue_every_days;
      return whole(every) ? { key: 'overdue', count, every } : null;
    }
    case 'revision_reminder_before_days':
      return { key: 'revisionBefore', count };
  }
}

/** The schedule as the tab reads it out: the revision period, then each reminder, in order. */
export const SUMMARY_FIELDS: readonly CorrespondenceField[] = [
  'revision_due_days',
  'invitation_reminder_days',
  'review_reminder_before_days',
  'review_overdue_max',
  'revision_reminder_before_days',
];

export const scheduleSentences = (schedule: JournalCorrespondence) =>
  SUMMARY_FIELDS.map((field) => sentenceOf(field, schedule)).filter(
    (s): s is ScheduleSentence => s !== null,
  );
