// How seeded manuscripts are spread over the statuses, and the path through
// the editorial workflow that leads to each status.
import type { ManuscriptStatus } from '@colophon/shared/contracts';
import type { Rng } from './rng';

/**
 * Share of each status (sums to 100). Most manuscripts of two years are decided;
 * the open ones are the last few months' (a journal of ~20 submissions a month
 * has a few dozen in review), with enough in each queue stage to show it.
 */
const STATUS_WEIGHTS: [ManuscriptStatus, number][] = [
  ['draft', 5],
  ['submitted', 3],
  ['under_review', 7],
  ['revision_requested', 5],
  ['revised', 3],
  ['accepted', 4],
  ['rejected', 35],
  ['published', 31],
  ['withdrawn', 7],
];
export const TYPES = [
  'research_article',
  'research_article',
  'research_article',
  'review_article',
  'case_report',
  'case_study',
  'short_communication',
  'editorial',
  'letter',
  'book_review',
];

const BASE: Record<ManuscriptStatus, ManuscriptStatus[]> = {
  draft: ['draft'],
  submitted: ['draft', 'submitted'],
  under_review: ['draft', 'submitted', 'under_review'],
  revision_requested: ['draft', 'submitted', 'under_review', 'revision_requested'],
  revised: ['draft', 'submitted', 'under_review', 'revision_requested', 'revised'],
  accepted: ['draft', 'submitted', 'under_review', 'accepted'],
  rejected: ['draft', 'submitted', 'under_review', 'rejected'],
  published: ['draft', 'submitted', 'under_review', 'accepted', 'published'],
  withdrawn: ['draft', 'submitted', 'withdrawn'],
};
const REVISION_ROUND: ManuscriptStatus[] = ['revision_requested', 'revised', 'under_review'];
export const AUTHOR_STEPS = new Set<ManuscriptStatus>([
  'draft',
  'submitted',
  'revised',
  'withdrawn',
]);
export const REVIEWED = new Set<ManuscriptStatus>([
  'revision_requested',
  'revised',
  'accepted',
  'rejected',
  'published',
]);

export function pickStatus(rng: Rng): ManuscriptStatus {
  let roll = rng() * 100;
  for (const [status, weight] of STATUS_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return 'draft';
}

/** The statuses a manuscript went through; decisions sometimes after a revision round. */
export function pathTo(rng: Rng, status: ManuscriptStatus): ManuscriptStatus[] {
  const steps = BASE[status];
  if (['accepted', 'rejected', 'published'].includes(status) && rng() < 0.35) {
    return [...steps.slice(0, 3), ...REVISION_ROUND, ...steps.slice(3)];
  }
  return steps;
}
