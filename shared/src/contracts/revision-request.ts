// What a request for revisions says besides its letter: minor or major
// revisions, and the day the revision is due (docs/workflow.md). Both the
// decision call and the status call take them; the dialog uses the same schema.
import { z } from 'zod';
import { msg } from './messages';

export const REVISION_KINDS = ['minor', 'major'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/**
 * A request for revisions that names no kind (API clients written before the
 * kinds existed) asks for major revisions: the more demanding reading, so an
 * author is never told less than the editor meant.
 */
export const DEFAULT_REVISION_KIND: RevisionKind = 'major';

export const REVISION_MESSAGES = {
  kindInvalid: msg('decision.revisionKindInvalid', { values: REVISION_KINDS.join(', ') }),
  dueInvalid: msg('decision.revisionDueInvalid'),
  duePast: msg('decision.revisionDuePast'),
  onlyWithRevisions: msg('decision.revisionOnlyWithRevisions'),
} as const;
const M = REVISION_MESSAGES;

/** `YYYY-MM-DD` (or an ISO timestamp, of which the day counts) → that day's end, UTC. */
export const revisionDueAt = (day: string) => `${day.slice(0, 10)}T23:59:59.999Z`;

/** The day a revision is due when the editor keeps the journal's default. */
export const defaultRevisionDay = (revisionDueDays: number, now = new Date()) =>
  new Date(now.getTime() + revisionDueDays * 86_400_000).toISOString().slice(0, 10);

const realDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};

export const revisionKindSchema = z.enum(REVISION_KINDS, { error: M.kindInvalid });

/**
 * The revision's due date: a day (`YYYY-MM-DD`, as the date picker gives it,
 * or an ISO timestamp as the letter draft returns it), not before today
 * (UTC, as invitations' due dates), stored as the end of that day.
 */
export const revisionDueSchema = z
  .string({ error: M.dueInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, M.dueInvalid)
  // A real day: 2099-02-30 would otherwise roll over into March.
  .refine((v) => realDay(v.slice(0, 10)), M.dueInvalid)
  .refine((v) => v.slice(0, 10) >= new Date().toISOString().slice(0, 10), M.duePast)
  .transform(revisionDueAt);

/** The two fields, as both the decision and the status call take them. */
export const revisionRequestFields = {
  /** Minor or major revisions (request_revisions only; absent: major). */
  revision_kind: revisionKindSchema.optional(),
  /** The revision's due date (request_revisions only; absent: the journal's default). */
  revision_due_at: revisionDueSchema.optional(),
};
