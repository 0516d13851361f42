// Reviewer candidates for a manuscript: a search by name, institution and
// research areas, suggestions ranked by how the reviewer's profile matches the
// manuscript (with the matched terms as reasons), and for each candidate the
// conflicts of interest, the track record and the load editors weigh.
import type {
  ReviewerCandidate,
  ReviewerCandidatesQuery,
  ReviewerCandidatesResponse,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { parseJsonList } from '../../db/portable';
import { forbidden } from '../../lib/http-errors';
import { type ManuscriptContext, mayHandle } from '../manuscripts';
import * as repo from './candidates.repository';
import { authorSuggestions, findConflicts } from './conflicts';
import { type Match, rankCandidates } from './matching';
import { previousRoundReviewers } from './previous-round';
import { EMPTY_TRACK_RECORD, maxOpenReviews, trackRecords } from './track-record';

const SEARCH_LIMIT = 20;
const SUGGESTED_LIMIT = 10;
/** Reviewers ranked at most (a journal's reviewer pool, not the whole user table). */
const RANK_POOL = 500;
const DAY_MS = 86_400_000;

export const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
};

/** Everything the dialog shows of each candidate, for every list at once (one query per kind). */
async function describe(
  db: Database,
  manuscript: ManuscriptContext['row'],
  lists: repo.CandidateRow[][],
  matches: Map<number, Match>,
  previous: Set<number>,
): Promise<{ lists: ReviewerCandidate[][]; limit: number | null }> {
  const ids = [...new Set(lists.flat().map((r) => r.id))];
  const [open, turnarounds, conflicts, suggestedByAuthors, records, limit] = await Promise.all([
    repo.openReviewCounts(db, ids),
    repo.completedTurnarounds(db, ids),
    findConflicts(db, manuscript, ids),
    authorSuggestions(db, manuscript.id),
    trackRecords(db, ids),
    maxOpenReviews(db, manuscript.journal_id),
  ]);
  const days = new Map<number, number[]>();
  for (const t of turnarounds) {
    if (!t.submitted_at) continue;
    const list = days.get(t.reviewer_id) ?? [];
    list.push((Date.parse(t.submitted_at) - Date.parse(t.created_at)) / DAY_MS);
    days.set(t.reviewer_id, list);
  }
  const one = (r: repo.CandidateRow): ReviewerCandidate => {
    const match = matches.get(r.id);
    const openReviews = open.get(r.id) ?? 0;
    return {
      id: r.id,
      name: r.name,
      email: r.email,
      institution: r.institution,
      research_areas: parseJsonList(r.research_areas),
      open_reviews: openReviews,
      median_turnaround_days: median(days.get(r.id) ?? []),
      score: Math.round((match?.score ?? 0) * 10_000) / 10_000,
      fit: match?.fit ?? 0,
      reasons: match?.reasons ?? [],
      conflicts: conflicts.get(r.id) ?? [],
      track_record: records.get(r.id) ?? EMPTY_TRACK_RECORD,
      over_limit: limit !== null && openReviews >= limit,
      author_suggested: suggestedByAuthors.get(r.id) ?? null,
      previous_round: previous.has(r.id),
    };
  };
  return { lists: lists.map((list) => list.map(one)), limit };
}

export async function reviewerCandidates(
  db: Database,
  { row, relation }: ManuscriptContext,
  query: ReviewerCandidatesQuery,
): Promise<ReviewerCandidatesResponse> {
  if (!mayHandle(relation)) throw forbidden();
  const roundId = await repo.openRoundId(db, row.id);
  const [authors, invited, previousIds] = await Promise.all([
    repo.authorUserIds(db, row.id),
    repo.invitedIn(db, roundId),
    previousRoundReviewers(db, row.id),
  ]);
  const excluded = [...authors, ...invited];
  const [found, pool] = await Promise.all([
    repo.listCandidates(db, excluded, query.search || undefined, SEARCH_LIMIT),
    repo.listCandidates(db, excluded, undefined, RANK_POOL),
  ]);
  const matches = await rankCandidates(db, row, pool);
  const ranked = pool
    .filter((c) => (matches.get(c.id)?.score ?? 0) > 0)
    .sort((a, b) => matches.get(b.id)!.score - matches.get(a.id)!.score || a.id - b.id)
    .slice(0, SUGGESTED_LIMIT);
  const previousSet = new Set(previousIds);
  const previous = pool.filter((c) => previousSet.has(c.id));
  const {
    lists: [data, suggested, previousRound],
    limit,
  } = await describe(db, row, [found, ranked, previous], matches, previousSet);
  return {
    data: data!,
    suggested: suggested!,
    previous_round: previousRound!,
    max_open_reviews: limit,
  };
}
