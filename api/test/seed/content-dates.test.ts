// The demo's dates (content-dates) on their own: reviewers given two to four
// weeks, most reports in by the due date, and the same id always dated alike.
import type { ManuscriptStatus } from '@colophon/shared/contracts';
import { DAY, datesRng, reviewDaysOf, seedDates } from '../../src/seed/content-dates';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const UNDER_REVIEW: ManuscriptStatus[] = ['draft', 'submitted', 'under_review'];
const ids = Array.from({ length: 400 }, (_, i) => i + 1);

const datesOf = (id: number, steps = UNDER_REVIEW) =>
  seedDates(datesRng(id), steps, NOW, reviewDaysOf(id));

it('gives reviewers two, three or four weeks, all three in use', () => {
  const periods = new Set(ids.map(reviewDaysOf));
  expect([...periods].sort()).toEqual([14, 21, 28]);
});

it('dates the same id the same way, relative to now', () => {
  expect(datesOf(7)).toEqual(datesOf(7));
  const later = seedDates(datesRng(7), UNDER_REVIEW, NOW + DAY, reviewDaysOf(7));
  expect(later.times.map((t) => t - DAY)).toEqual(datesOf(7).times);
});

it('keeps most open reviews within their due date, a few complete or late', () => {
  let inTime = 0;
  let complete = 0;
  let lateReports = 0;
  let allReports = 0;
  for (const id of ids) {
    const { times, reports } = datesOf(id);
    const opened = times[2]!;
    const due = opened + reviewDaysOf(id) * DAY;
    expect(times.every((t) => t <= NOW)).toBe(true);
    if (NOW < due) inTime += 1;
    if (reports.every((r) => r <= NOW)) complete += 1;
    allReports += reports.length;
    lateReports += reports.filter((r) => r > due).length;
  }
  expect(inTime).toBeGreaterThan(ids.length * 0.75);
  expect(complete).toBeGreaterThan(ids.length * 0.05);
  expect(complete).toBeLessThan(ids.length * 0.3);
  expect(lateReports / allReports).toBeGreaterThan(0.05);
  expect(lateReports / allReports).toBeLessThan(0.2);
});

it('spreads published manuscripts over two years, none decided in the future', () => {
  const published: ManuscriptStatus[] = [
    'draft',
    'submitted',
    'under_review',
    'accepted',
    'published',
  ];
  const ages = ids.map((id) => (NOW - datesOf(id, published).times.at(-1)!) / DAY);
  expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
  expect(Math.max(...ages)).toBeGreaterThan(600);
  expect(ages.filter((a) => a < 365).length).toBeGreaterThan(ids.length * 0.35);
});
