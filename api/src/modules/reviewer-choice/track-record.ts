// Each reviewer's record over the last 12 months, for editors choosing among
// candidates: how often they were asked, how they answered, how long their
// reviews took, how many ran late, when they were last asked and what the
// editors thought of their reviews; and the journal's limit of open reviews
// per reviewer. `now` is a parameter so that tests (and reports) can look from
// any day without moving the clock.
import type { TrackRecord } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import * as repo from './track-record.repository';

export const EMPTY_TRACK_RECORD: TrackRecord = {
  invitations_last_year: 0,
  accepted_share: null,
  declined_share: null,
  median_days_to_review: null,
  overdue: 0,
  last_invited_at: null,
  average_rating: null,
  ratings: 0,
};

const DAY_MS = 86_400_000;
/** Still waiting for the reviewer: an answer, or the review. */
const PENDING = new Set(['invited', 'accepted']);

const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Twelve calendar months before `now`. */
function yearBefore(now: Date): Date {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - 1);
  return since;
}

/**
 * Accepted: said yes, whether the review came (completed) or the editor
 * withdrew the invitation afterwards (cancelled after an answer: only an
 * accepted invitation has one, a declined one stays declined).
 */
const accepted = (i: repo.InvitationFacts) =>
  i.status === 'accepted' ||
  i.status === 'completed' ||
  (i.status === 'cancelled' && i.responded_at !== null);

/** A review submitted after its due date, or one still awaited past it. */
const overdue = (i: repo.InvitationFacts, now: string) =>
  i.submitted_at !== null ? i.submitted_at > i.due_at : PENDING.has(i.status) && i.due_at < now;

/** One reviewer's record from their invitations and ratings in the period. */
function recordOf(
  invitations: repo.InvitationFacts[],
  ratings: number[],
  lastInvitedAt: string | null,
  now: string,
): TrackRecord {
  const acceptedCount = invitations.filter(accepted).length;
  const declinedCount = invitations.filter((i) => i.status === 'declined').length;
  const answered = acceptedCount + declinedCount;
  const days = invitations
    .filter((i) => i.submitted_at !== null)
    .map((i) => (Date.parse(i.submitted_at!) - Date.parse(i.created_at)) / DAY_MS);
  const medianDays = median(days);
  return {
    invitations_last_year: invitations.length,
    accepted_share: answered ? round(acceptedCount / answered, 3) : null,
    declined_share: answered ? round(declinedCount / answered, 3) : null,
    median_days_to_review: medianDays === null ? null : round(medianDays, 1),
    overdue: invitations.filter((i) => overdue(i, now)).length,
    last_invited_at: lastInvitedAt,
    average_rating: ratings.length
      ? round(ratings.reduce((sum, r) => sum + r, 0) / ratings.length, 2)
      : null,
    ratings: ratings.length,
  };
}

/**
 * Track records of the reviewers `ids` as of `now`: invitations received in
 * the 12 months before it (cancelled ones included: they were asked), the
 * share accepted and declined of those answered, the median days from
 * invitation to submitted review, the reviews late or still awaited past
 * their due date, the last invitation, and the editors' average rating of the
 * reviews submitted in the period. Reviewers with no history get
 * EMPTY_TRACK_RECORD.
 */
export async function trackRecords(
  db: Database,
  ids: number[],
  now: Date = new Date(),
): Promise<Map<number, TrackRecord>> {
  const records = new Map<number, TrackRecord>();
  if (ids.length === 0) return records;
  const until = now.toISOString();
  const since = yearBefore(now).toISOString();
  const [invitations, last, ratings] = await Promise.all([
    repo.invitationsBetween(db, ids, since, until),
    repo.lastInvitations(db, ids, until),
    repo.ratingsBetween(db, ids, since, until),
  ]);
  const invitationsOf = groupBy(invitations, (i) => i.reviewer_id);
  const ratingsOf = groupBy(ratings, (r) => r.user_id);
  const lastOf = new Map(last.map((l) => [l.reviewer_id, l.last_invited_at as string | null]));
  for (const id of ids) {
    const own = invitationsOf.get(id) ?? [];
    const rated = (ratingsOf.get(id) ?? []).map((r) => r.rating);
    const lastInvitedAt = lastOf.get(id) ?? null;
    if (own.length === 0 && rated.length === 0 && lastInvitedAt === null) continue;
    records.set(id, recordOf(own, rated, lastInvitedAt, until));
  }
  return records;
}

function groupBy<T>(rows: T[], key: (row: T) => number | null): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const list = groups.get(k) ?? [];
    list.push(row);
    groups.set(k, list);
  }
  return groups;
}

/** The journal's maximum of open reviews per reviewer (null: no limit, or no such journal). */
export async function maxOpenReviews(db: Database, journalId: number): Promise<number | null> {
  return (await repo.journalMaxOpenReviews(db, journalId))?.max_open_reviews ?? null;
}
