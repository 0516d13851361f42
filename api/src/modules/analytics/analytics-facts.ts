// The pure part of analytics: a manuscript's facts from its rows, and the
// histogram contributions of facts. The fold subtracts the old facts'
// contributions and adds the new ones, so the histogram always equals the
// sum over the stored facts (docs/analytics.md has every definition).
import type {
  AnalyticsInvitationsTable as InvitationFacts,
  AnalyticsManuscriptsTable as ManuscriptFacts,
} from '../../db/schema-analytics';

export type { InvitationFacts, ManuscriptFacts };

export type SourceManuscript = {
  id: number;
  journal_id: number;
  handling_editor_id: number | null;
  status: string;
  submission_date: string | null;
  published_at: string | null;
};
export type SourceHistory = { id: number; to_status: string; created_at: string };
export type SourceInvitation = {
  id: number;
  reviewer_id: number;
  status: string;
  created_at: string;
  responded_at: string | null;
  due_at: string;
};
export type SourceReview = { invitation_id: number | null; submitted_at: string | null };

/** Awaiting the editors or the authors: counted as open work. */
const OPEN_STATUSES = new Set([
  'submitted',
  'under_review',
  'revision_requested',
  'revised',
  'accepted',
]);
const DECISIONS = new Set(['revision_requested', 'accepted', 'rejected']);
const FINAL = new Set(['accepted', 'rejected']);
const DAY = 86_400_000;

/** Whole days from one ISO timestamp to another (never negative). */
export const wholeDays = (from: string, to: string) =>
  Math.max(0, Math.floor((Date.parse(to) - Date.parse(from)) / DAY));

export function computeFacts(
  m: SourceManuscript,
  historyRows: SourceHistory[],
  invitations: SourceInvitation[],
  reviews: SourceReview[],
): { manuscript: ManuscriptFacts; invitations: InvitationFacts[] } {
  // Backdated or imported rows: the order of events is their time, then their id.
  const history = [...historyRows].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
  );
  const editor = m.handling_editor_id ?? 0;
  const submitted =
    history.find((h) => h.to_status === 'submitted')?.created_at ?? m.submission_date;
  let reviewed = false;
  let first: { at: string; kind: string; desk: boolean } | undefined;
  let final: typeof first;
  for (const h of history) {
    if (h.to_status === 'under_review') reviewed = true;
    const decision = { at: h.created_at, kind: h.to_status, desk: !reviewed };
    if (!first && DECISIONS.has(h.to_status)) first = decision;
    if (!final && FINAL.has(h.to_status)) final = decision;
  }
  const published =
    history.find((h) => h.to_status === 'published')?.created_at ??
    (m.status === 'published' ? m.published_at : null);
  const manuscript: ManuscriptFacts = {
    manuscript_id: m.id,
    journal_id: m.journal_id,
    editor_id: editor,
    submitted_at: submitted ?? null,
    first_decision_at: first?.at ?? null,
    first_decision_kind: first?.kind ?? null,
    first_decision_desk: first?.desk ? 1 : 0,
    final_decision_at: final?.at ?? null,
    final_decision_kind: final?.kind ?? null,
    final_decision_desk: final?.desk ? 1 : 0,
    published_at: published ?? null,
    is_open: OPEN_STATUSES.has(m.status) ? 1 : 0,
  };
  const submittedReview = new Map<number, string>();
  for (const r of reviews)
    if (r.invitation_id !== null && r.submitted_at)
      submittedReview.set(r.invitation_id, r.submitted_at);
  return {
    manuscript,
    invitations: invitations.map((i) => invitationFacts(m, editor, i, submittedReview.get(i.id))),
  };
}

/** What became of an invitation: cancelled after an answer counts as that answer (accepted). */
function outcomeOf(i: SourceInvitation): string {
  if (i.status === 'invited') return 'pending';
  if (i.status === 'declined') return 'declined';
  if (i.status === 'cancelled' && !i.responded_at) return 'cancelled';
  return 'accepted';
}

function invitationFacts(
  m: SourceManuscript,
  editor: number,
  i: SourceInvitation,
  submittedAt: string | undefined,
): InvitationFacts {
  const outcome = outcomeOf(i);
  const answered = outcome === 'accepted' || outcome === 'declined';
  const accepted = outcome === 'accepted';
  return {
    invitation_id: i.id,
    manuscript_id: m.id,
    journal_id: m.journal_id,
    editor_id: editor,
    reviewer_id: i.reviewer_id,
    invited_at: i.created_at,
    outcome,
    respond_days: answered && i.responded_at ? wholeDays(i.created_at, i.responded_at) : null,
    review_submitted_at: submittedAt ?? null,
    review_days: submittedAt ? wholeDays(i.responded_at ?? i.created_at, submittedAt) : null,
    review_late: submittedAt && submittedAt > i.due_at ? 1 : 0,
    open_review: accepted && i.status === 'accepted' && !submittedAt ? 1 : 0,
    due_at: i.due_at,
  };
}
