// When each seeded manuscript went through its statuses, so the demo looks
// like a journal's last two years rather than one day's: closed manuscripts
// spread over 24 months (recent months a little busier), open ones placed
// back from today by how long their stage usually lasts, and only a few past
// the queue's 14 days. Durations follow what editors report: desk decisions
// in 1-10 days, reviewers given two to four weeks and answering in 1-5 days,
// most reports in before the due date (one in eight late), revisions in 3-8
// weeks, publication 3-8 weeks after acceptance. Its own random stream per
// manuscript: the same id always gets the same dates, whatever the volume seeded.
import type { ManuscriptStatus } from '@colophon/shared/contracts';
import { createRng, type Rng } from './rng';

export const DAY = 86_400_000;
const TWO_YEARS_DAYS = 730;
const DATES_SEED = 0x5eed_da7e;
/** How many reviewers the main seed may assign at most (content-manuscript-rows). */
const MAX_REVIEWERS = 2;

export type SeedDates = {
  /** One time per step of the path (ms). */
  times: number[];
  /** For the path's last trip to review: when each possible reviewer's report is written. */
  reports: number[];
};

/** The manuscript's own date stream. */
export const datesRng = (id: number): Rng => createRng((DATES_SEED ^ Math.imul(id, 0x9e37)) >>> 0);

/** A random duration in days (fractional), min..max. */
const days = (rng: Rng, min: number, max: number) => (min + rng() * (max - min)) * DAY;

/**
 * Paths the status alone does not tell: some rejections are desk decisions (straight from
 * submitted, without review), and many manuscripts under review are in their second round.
 */
export function withJournalPaths(rng: Rng, steps: ManuscriptStatus[]): ManuscriptStatus[] {
  const path = steps.join();
  if (path === 'draft,submitted,under_review,rejected' && rng() < 0.45)
    return ['draft', 'submitted', 'rejected'];
  if (path === 'draft,submitted,under_review' && rng() < 0.4)
    return [...steps, 'revision_requested', 'revised', 'under_review'];
  return steps;
}

/** The review periods journals set (days from invitation to due date): two to four weeks. */
const REVIEW_PERIODS = [14, 21, 21, 28];

/**
 * Days a reviewer of this manuscript is given for a report, the same in each of its rounds.
 * Worked out from the id alone, so the dates here and the due dates of content-peer-review agree.
 */
export const reviewDaysOf = (id: number): number =>
  REVIEW_PERIODS[(Math.imul(id, 0x45d9f3b) >>> 16) % REVIEW_PERIODS.length]!;

/**
 * A reviewer's report, from the invitation: an answer in 1-5 days, then most reports
 * written in the second half of the time given; one in eight comes in up to three weeks late.
 */
function reportAfter(rng: Rng, reviewDays: number): number {
  const answered = days(rng, 1, 5);
  if (rng() < 0.12) return reviewDays * DAY + days(rng, 1, 21);
  return answered + (reviewDays * DAY - answered) * (0.4 + 0.6 * rng());
}

/** Time from one step to the next (not the decision after the last review: see below). */
function stepDuration(rng: Rng, from: ManuscriptStatus, to: ManuscriptStatus): number {
  if (from === 'draft') return days(rng, 0.05, 4);
  if (from === 'submitted') return to === 'withdrawn' ? days(rng, 3, 40) : days(rng, 1, 10);
  if (from === 'revision_requested') return days(rng, 20, 60);
  if (from === 'revised') return days(rng, 1, 7);
  if (from === 'accepted') return days(rng, 20, 60);
  // An earlier round of review, to its decision.
  return days(rng, 25, 70);
}

/** How long ago an open manuscript reached its current status. */
function stageAge(
  rng: Rng,
  status: ManuscriptStatus,
  reports: number[],
  reviewDays: number,
): number {
  const late = rng() < 0.06;
  switch (status) {
    case 'draft':
      return days(rng, 0.1, 60);
    case 'submitted':
    case 'revised':
      return late ? days(rng, 15, 25) : days(rng, 0.1, 10);
    case 'accepted':
      return late ? days(rng, 15, 30) : days(rng, 0.5, 13);
    case 'revision_requested':
      return days(rng, 1, 50);
    case 'under_review': {
      // Mostly still waiting for a report before its due date; now and then every report
      // is in (the editor has a decision to take, for a few days) or one is late.
      const lastReport = Math.max(...reports) / DAY;
      const roll = rng();
      if (roll < 0.12) return (lastReport + 0.5 + rng() * 6) * DAY;
      if (roll < 0.17 && lastReport > reviewDays) return days(rng, reviewDays, lastReport);
      return days(rng, 1, Math.min(lastReport, reviewDays - 1));
    }
    default:
      return days(rng, 1, 30);
  }
}

/**
 * How long ago a closed manuscript was created: any day of two years (recent ones a little
 * likelier), but long enough ago for its whole path to have happened by now.
 */
function creationAge(rng: Rng, span: number): number {
  if (span >= TWO_YEARS_DAYS * DAY) return span + DAY;
  for (;;) {
    const age = rng() * TWO_YEARS_DAYS * DAY;
    const weight = 1 + 0.2 * (1 - age / (TWO_YEARS_DAYS * DAY));
    if (age > span + DAY / 4 && rng() * 1.2 < weight) return age;
  }
}

/**
 * The dates of one manuscript's path, ending before `now`. `reviewDays`: the time its
 * reviewers are given (reviewDaysOf), which the reports and the review stage's age follow.
 */
export function seedDates(
  rng: Rng,
  steps: ManuscriptStatus[],
  now: number,
  reviewDays: number,
): SeedDates {
  const status = steps.at(-1)!;
  const reports = Array.from({ length: MAX_REVIEWERS }, () => reportAfter(rng, reviewDays));
  const lastReview = steps.lastIndexOf('under_review');
  const gaps = steps.map((step, i) => {
    if (i === 0) return 0;
    // The decision after the last round comes 3-14 days after its last report.
    if (i === lastReview + 1 && lastReview > 0) return Math.max(...reports) + days(rng, 3, 14);
    return stepDuration(rng, steps[i - 1]!, step);
  });
  const span = gaps.reduce((a, b) => a + b, 0);
  let last: number;
  // Closed manuscripts are spread over two years; open ones are placed back from today.
  if (['rejected', 'published', 'withdrawn'].includes(status)) {
    last = now - creationAge(rng, span) + span;
  } else {
    last = now - stageAge(rng, status, reports, reviewDays);
  }
  const times: number[] = [];
  let at = last;
  for (let i = steps.length - 1; i >= 0; i--) {
    times[i] = at;
    at -= gaps[i]!;
  }
  const opened = lastReview >= 0 ? times[lastReview]! : last;
  return { times, reports: reports.map((r) => opened + r) };
}
