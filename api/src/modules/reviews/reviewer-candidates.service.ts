// Reviewer candidates for a manuscript: a search by name, institution and
// research areas, and suggestions ranked by full-text relevance of research
// areas and publication titles to the manuscript's keywords, title and
// abstract, each with the reviewer's open reviews and median turnaround.
import type {
  ReviewerCandidate,
  ReviewerCandidatesQuery,
  ReviewerCandidatesResponse,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { parseJsonList } from '../../db/portable';
import { forbidden } from '../../lib/http-errors';
import { type ManuscriptContext, mayHandle } from '../manuscripts/manuscript-access';
import * as repo from './reviewer-candidates.repository';
import { openRoundOf } from './review-rounds.repository';

const SEARCH_LIMIT = 20;
const SUGGESTED_LIMIT = 10;
/** Reviewers ranked at most (a journal's reviewer pool, not the whole user table). */
const RANK_POOL = 500;
const MAX_TERMS = 40;
const DAY_MS = 86_400_000;
const STOP_WORDS = new Set(
  'the and for with from that this into over under their these those which while where what when using used use are was were has have had not but our its can may more most than then them they also such between within about based study studies paper results'.split(
    ' ',
  ),
);

/** Distinct letter/digit words of the manuscript (never query syntax). */
export function matchTerms(texts: string[]): string[] {
  const words =
    texts
      .join(' ')
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = [...new Set(words.filter((w) => w.length >= 3 && !STOP_WORDS.has(w)))];
  return terms.slice(0, MAX_TERMS).map((t) => t.slice(0, 64));
}

export const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
};

async function withLoad(
  db: Database,
  rows: repo.CandidateRow[],
  scores: Map<number, number>,
): Promise<ReviewerCandidate[]> {
  const ids = rows.map((r) => r.id);
  const [open, turnarounds] = await Promise.all([
    repo.openReviewCounts(db, ids),
    repo.completedTurnarounds(db, ids),
  ]);
  const days = new Map<number, number[]>();
  for (const t of turnarounds) {
    if (!t.submitted_at) continue;
    const list = days.get(t.reviewer_id) ?? [];
    list.push((Date.parse(t.submitted_at) - Date.parse(t.created_at)) / DAY_MS);
    days.set(t.reviewer_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    institution: r.institution,
    research_areas: parseJsonList(r.research_areas),
    open_reviews: open.get(r.id) ?? 0,
    median_turnaround_days: median(days.get(r.id) ?? []),
    score: Math.round((scores.get(r.id) ?? 0) * 10_000) / 10_000,
  }));
}

export async function reviewerCandidates(
  db: Database,
  { row, relation }: ManuscriptContext,
  query: ReviewerCandidatesQuery,
): Promise<ReviewerCandidatesResponse> {
  if (!mayHandle(relation)) throw forbidden();
  const round = await openRoundOf(db, row.id);
  const [authors, invited] = await Promise.all([
    repo.authorUserIds(db, row.id),
    repo.invitedIn(db, round?.id ?? null),
  ]);
  const excluded = [...authors, ...invited];
  const [found, pool] = await Promise.all([
    repo.listCandidates(db, excluded, query.search || undefined, SEARCH_LIMIT),
    repo.listCandidates(db, excluded, undefined, RANK_POOL),
  ]);
  const terms = matchTerms([...parseJsonList(row.keywords), row.title, row.abstract]);
  const scores = await repo.rankCandidates(db, pool, terms);
  const ranked = pool
    .filter((c) => (scores.get(c.id) ?? 0) > 0)
    .sort((a, b) => scores.get(b.id)! - scores.get(a.id)! || a.id - b.id)
    .slice(0, SUGGESTED_LIMIT);
  const [data, suggested] = await Promise.all([
    withLoad(db, found, new Map()),
    withLoad(db, ranked, scores),
  ]);
  return { data, suggested };
}
