import { knownStatus, toAssignmentsApiQuery } from './assignment-filters';

it('keeps the offered statuses and sends a status and a search only when one is chosen', () => {
  expect(knownStatus('overdue')).toBe('overdue');
  expect(knownStatus('cancelled')).toBe('');
  expect(knownStatus('bogus')).toBe('');
  expect(toAssignmentsApiQuery({ page: 1, perPage: 15, search: ' ', status: '' })).toEqual({
    page: 1,
    per_page: 15,
  });
  expect(
    toAssignmentsApiQuery({ page: 3, perPage: 15, search: ' climate ', status: 'declined' }),
  ).toEqual({
    page: 3,
    per_page: 15,
    search: 'climate',
    status: 'declined',
  });
});
