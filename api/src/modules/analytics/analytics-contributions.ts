// Histogram contributions of facts: what each fact adds to analytics_monthly.
// Every event counts under (journal, editor), (journal, every editor),
// (every journal, editor) and (every journal, every editor), 0 meaning "every".
import type { InvitationFacts, ManuscriptFacts } from './analytics-facts';
import { wholeDays } from './analytics-facts';

/** The metrics (docs/analytics.md): value is days for *_days, 0 for counts. */
export type Metric =
  | 'received'
  | 'first_decision_days'
  | 'first_decision_days_review'
  | 'final_decision_days'
  | 'final_decision_days_review'
  | 'accepted'
  | 'rejected'
  | 'desk_rejected'
  | 'published'
  | 'publication_days'
  | 'inv_sent'
  | 'inv_accepted'
  | 'inv_declined'
  | 'inv_cancelled'
  | 'respond_days'
  | 'review_days'
  | 'review_late'
  | 'open_manuscripts';

/**
 * The month of counts that describe now, not a month: open manuscripts (value
 * = their handling editor's id). 'open' sorts after every "YYYY-MM", so no
 * period ever includes it.
 */
export const NOW_MONTH = 'open';

/** A histogram key: editor, journal, month, metric, value, joined by '|'. */
export type Deltas = Map<string, number>;

const month = (iso: string) => iso.slice(0, 7); // 'open' stays 'open'

function add(
  deltas: Deltas,
  sign: number,
  journal: number,
  editor: number,
  at: string,
  metric: Metric,
  value = 0,
) {
  const editors = editor ? [0, editor] : [0];
  for (const e of editors)
    for (const j of [journal, 0]) {
      const key = `${e}|${j}|${month(at)}|${metric}|${value}`;
      deltas.set(key, (deltas.get(key) ?? 0) + sign);
    }
}

export function addManuscript(deltas: Deltas, f: ManuscriptFacts, sign: 1 | -1) {
  const put = (at: string, metric: Metric, value = 0) =>
    add(deltas, sign, f.journal_id, f.editor_id, at, metric, value);
  const since = f.submitted_at;
  if (since) put(since, 'received');
  if (f.first_decision_at && since) {
    const days = wholeDays(since, f.first_decision_at);
    put(f.first_decision_at, 'first_decision_days', days);
    if (!f.first_decision_desk) put(f.first_decision_at, 'first_decision_days_review', days);
  }
  if (f.final_decision_at) {
    const at = f.final_decision_at;
    put(at, f.final_decision_kind === 'accepted' ? 'accepted' : 'rejected');
    if (f.final_decision_kind === 'rejected' && f.final_decision_desk) put(at, 'desk_rejected');
    if (since) {
      const days = wholeDays(since, at);
      put(at, 'final_decision_days', days);
      if (!f.final_decision_desk) put(at, 'final_decision_days_review', days);
    }
  }
  if (f.is_open) put(NOW_MONTH, 'open_manuscripts', f.editor_id);
  if (f.published_at) {
    put(f.published_at, 'published');
    if (since) put(f.published_at, 'publication_days', wholeDays(since, f.published_at));
  }
}

export function addInvitation(deltas: Deltas, f: InvitationFacts, sign: 1 | -1) {
  const put = (at: string, metric: Metric, value = 0) =>
    add(deltas, sign, f.journal_id, f.editor_id, at, metric, value);
  put(f.invited_at, 'inv_sent');
  // Pending invitations are classified at read time (expired depends on now).
  if (f.outcome !== 'pending') put(f.invited_at, `inv_${f.outcome}` as Metric);
  if (f.respond_days !== null) put(f.invited_at, 'respond_days', f.respond_days);
  if (f.review_submitted_at && f.review_days !== null) {
    put(f.review_submitted_at, 'review_days', f.review_days);
    if (f.review_late) put(f.review_submitted_at, 'review_late');
  }
}

export type MonthlyRow = {
  editor_id: number;
  journal_id: number;
  month: string;
  metric: string;
  value: number;
  n: number;
};

/** Non-zero deltas as rows, in key order (one lock order for every fold). */
export function deltaRows(deltas: Deltas): MonthlyRow[] {
  const rows: MonthlyRow[] = [];
  for (const [key, n] of deltas) {
    if (n === 0) continue;
    const [e, j, m, metric, value] = key.split('|') as [string, string, string, string, string];
    rows.push({ editor_id: +e, journal_id: +j, month: m, metric, value: +value, n });
  }
  return rows.sort(
    (a, b) =>
      a.editor_id - b.editor_id ||
      a.journal_id - b.journal_id ||
      a.month.localeCompare(b.month) ||
      a.metric.localeCompare(b.metric) ||
      a.value - b.value,
  );
}
