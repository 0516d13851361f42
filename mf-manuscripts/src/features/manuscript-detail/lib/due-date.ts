import { DEFAULT_REVIEW_DAYS } from '@colophon/shared/contracts';

/** The default due date of an invitation as the date input holds it (YYYY-MM-DD, UTC). */
export function defaultDueDate(now = new Date(), days = DEFAULT_REVIEW_DAYS): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
