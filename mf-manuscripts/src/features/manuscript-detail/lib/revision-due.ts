// A revision's due date is a day (stored as the end of it, UTC): shown as that
// day wherever the reader is, overdue once it has ended.

/** The due day as a local date (the 12th stays the 12th west and east of UTC). */
export function dueDay(dueAt: string): Date {
  const [year, month, day] = dueAt.slice(0, 10).split('-').map(Number);
  return new Date(year!, month! - 1, day!);
}

export const isOverdue = (dueAt: string, now = new Date()) => now.getTime() > Date.parse(dueAt);
