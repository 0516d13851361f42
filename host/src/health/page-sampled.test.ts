import { pageSampled } from './page-sampled';

it('samples a page load with the registry’s rate', () => {
  expect(pageSampled(1, () => 0.999)).toBe(true);
  expect(pageSampled(0.25, () => 0.2)).toBe(true);
  expect(pageSampled(0.25, () => 0.25)).toBe(false);
});

it('reports nothing without a rate, or at 0', () => {
  expect(pageSampled(undefined, () => 0)).toBe(false);
  expect(pageSampled(0, () => 0)).toBe(false);
  expect(pageSampled(Number.NaN, () => 0)).toBe(false);
});
