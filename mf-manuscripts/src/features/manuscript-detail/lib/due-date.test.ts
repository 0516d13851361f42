import { defaultDueDate } from './due-date';

it('defaults the due date to 21 days from now', () => {
  expect(defaultDueDate(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-22');
  expect(defaultDueDate(new Date('2026-12-20T23:30:00Z'), 14)).toBe('2027-01-03');
});
