import { dueDay, isOverdue } from './revision-due';

it('reads the due day as that calendar day', () => {
  const day = dueDay('2027-01-12T23:59:59.999Z');
  expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2027, 0, 12]);
});

it('is overdue only once the due day has ended', () => {
  const due = '2027-01-12T23:59:59.999Z';
  expect(isOverdue(due, new Date('2027-01-12T20:00:00Z'))).toBe(false);
  expect(isOverdue(due, new Date('2027-01-13T00:00:01Z'))).toBe(true);
});
