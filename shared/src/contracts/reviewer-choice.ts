// Choosing reviewers: why the finder suggests a candidate (the matched terms),
// the conflicts of interest it found, and the candidate's track record and
// load. The candidate rows themselves are in ./peer-review (reviewerCandidateSchema).
import { z } from 'zod';

/** Where a suggestion's matched terms were found in the reviewer's profile. */
export const MATCH_SOURCES = [
  'research_areas',
  'publications',
  'reviewed_keywords',
  'subject_areas',
] as const;
export type MatchSource = (typeof MATCH_SOURCES)[number];

/** One reason a candidate is suggested: the manuscript's terms found in one part of their profile. */
export const candidateReasonSchema = z.object({
  source: z.enum(MATCH_SOURCES),
  /** The matched words as the manuscript spells them (not stems), best first. */
  terms: z.array(z.string()),
});
export type CandidateReason = z.infer<typeof candidateReasonSchema>;

/**
 * The conflicts of interest screened at selection:
 * - same_institution: the reviewer's institution is an author's (detail: the institution);
 * - co_author: a shared publication or manuscript with an author (detail: the author's name);
 * - excluded_by_author: the authors asked to exclude them (detail: the authors' reason);
 * - manuscript_editor: an editor of the manuscript (its handling editor or a journal editor).
 */
export const CONFLICT_KINDS = [
  'same_institution',
  'co_author',
  'excluded_by_author',
  'manuscript_editor',
] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];

export const candidateConflictSchema = z.object({
  kind: z.enum(CONFLICT_KINDS),
  detail: z.string().nullable(),
});
export type CandidateConflict = z.infer<typeof candidateConflictSchema>;

/** An invitation sent despite conflicts: the editor's reason and the conflicts (whose) it overrode. */
export const conflictOverrideSchema = z.object({
  reason: z.string(),
  conflicts: z.array(candidateConflictSchema.extend({ reviewer_id: z.number().int() })),
});
export type ConflictOverride = z.infer<typeof conflictOverrideSchema>;

/** A reviewer's record over the last 12 months, for editors choosing among candidates. */
export const trackRecordSchema = z.object({
  /** Invitations received in the last 12 months. */
  invitations_last_year: z.number().int(),
  /** Of those answered: the share accepted and declined (0–1; null: none answered). */
  accepted_share: z.number().nullable(),
  declined_share: z.number().nullable(),
  /** Median days from invitation to submitted review (null: none yet). */
  median_days_to_review: z.number().nullable(),
  /** Reviews submitted late or still open past their due date, in the last 12 months. */
  overdue: z.number().int(),
  last_invited_at: z.string().nullable(),
  /** The editors' average rating of their reviews (1–5; null: never rated). Editors only. */
  average_rating: z.number().nullable(),
  ratings: z.number().int(),
});
export type TrackRecord = z.infer<typeof trackRecordSchema>;
