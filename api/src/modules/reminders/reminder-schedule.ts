// When each reminder is due, from a journal's schedule (pure: the job passes
// its clock, so tests move time by passing `now`). Timestamps are ISO strings.
const DAY_MS = 24 * 60 * 60 * 1000;

export const daysAfter = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/** An invitation still unanswered `days` after it was sent (or sent again). */
export const answerReminderDue = (sentAt: string, days: number, now: Date) =>
  Date.parse(sentAt) + days * DAY_MS <= now.getTime();

/**
 * The reviewer's "due soon" reminder, except when the invitation was sent or answered after that moment: its own
 * message has just told the reviewer the date.
 */
export function reviewReminderDue(dueAt: string, days: number, changedAt: string, now: Date) {
  return (
    beforeReminderDue(dueAt, days, now) &&
    Date.parse(changedAt) <= Date.parse(dueAt) - days * DAY_MS
  );
}

/** A "due soon" reminder: from `days` before the due date until it passes. */
export function beforeReminderDue(dueAt: string, days: number, now: Date) {
  const due = Date.parse(dueAt);
  return due - days * DAY_MS <= now.getTime() && now.getTime() < due;
}

/**
 * The overdue notice due now: the first once the due date has passed, then one
 * every `every` days, `max` at most (a job that was stopped sends the current
 * one, not those it missed). null when none is due.
 */
export function overdueSequence(dueAt: string, every: number, max: number, now: Date) {
  const elapsed = now.getTime() - Date.parse(dueAt);
  if (elapsed < 0 || max <= 0 || every <= 0) return null;
  return Math.min(max, Math.floor(elapsed / (every * DAY_MS)) + 1);
}
