import { pageMeta } from '../../src/lib/pagination';

it('computes last_page, never below 1', () => {
  expect(pageMeta(0, { page: 1, per_page: 15 })).toEqual({
    current_page: 1,
    per_page: 15,
    last_page: 1,
    total: 0,
  });
  expect(pageMeta(31, { page: 3, per_page: 15 })).toEqual({
    current_page: 3,
    per_page: 15,
    last_page: 3,
    total: 31,
  });
  expect(pageMeta(30, { page: 2, per_page: 15 }).last_page).toBe(2);
});
