// The analytics endpoints' answers. Every read folds the pending dirty
// manuscripts first, so it reflects every write committed before it.
import type {
  AnalyticsFigures,
  AnalyticsQuery,
  AnalyticsScope,
  AnalyticsWorkload,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../auth';
import { handlingEditorCandidates } from '../journals';
import { foldPending } from './analytics-fold';
import { months, periodOf } from './analytics-period';
import * as read from './analytics-read.repository';
import { histogramJournals, readerOf, sliceOf } from './analytics-scope';
import { durationStat, share, toHistogram, total } from './analytics-stats';

export async function figures(
  db: Database,
  user: AuthUser,
  query: AnalyticsQuery,
  now = new Date(),
): Promise<AnalyticsFigures> {
  const reader = await readerOf(db, user);
  const { journals, editor } = sliceOf(reader, user, query);
  await foldPending(db);
  const period = periodOf(query, now);
  const slice = { journals: histogramJournals(journals), editor, from: period.from, to: period.to };
  const [rows, monthRows, unanswered, journalList] = await Promise.all([
    read.histogram(db, slice),
    read.monthCounts(db, slice),
    read.unansweredInvitations(db, journals, editor, period.fromIso, period.toIso, now),
    journals === 'all'
      ? read.journalsTitled(db, 'all')
      : Promise.resolve(journals.map((id) => ({ id }))),
  ]);
  const h = toHistogram(rows);
  // Unanswered invitations expire at read time: past the journal's response period.
  const { pending, lapsed } = unanswered;
  const accepted = total(h, 'accepted');
  const rejected = total(h, 'rejected');
  const decided = accepted + rejected;
  const sent = total(h, 'inv_sent');
  const invAccepted = total(h, 'inv_accepted');
  const invDeclined = total(h, 'inv_declined');
  const expired = total(h, 'inv_cancelled') + lapsed;
  const reviewDays = durationStat(h, 'review_days');
  const late = total(h, 'review_late');
  const byMonth = new Map<string, number>();
  for (const r of monthRows) byMonth.set(`${r.month}|${r.metric}`, r.n);
  const count = (month: string, metric: string) => byMonth.get(`${month}|${metric}`) ?? 0;
  return {
    scope: {
      journal_ids: journalList.map((j) => j.id),
      editor_id: editor || null,
      from: period.from,
      to: period.to,
    },
    first_decision_days: {
      all: durationStat(h, 'first_decision_days'),
      without_desk: durationStat(h, 'first_decision_days_review'),
    },
    final_decision_days: {
      all: durationStat(h, 'final_decision_days'),
      without_desk: durationStat(h, 'final_decision_days_review'),
    },
    publication_days: durationStat(h, 'publication_days'),
    decisions: {
      decided,
      accepted,
      rejected,
      desk_rejected: total(h, 'desk_rejected'),
      acceptance_rate: share(accepted, decided),
      desk_rejection_rate: share(total(h, 'desk_rejected'), decided),
    },
    monthly: months(period.from, period.to).map((month) => ({
      month,
      received: count(month, 'received'),
      decided: count(month, 'accepted') + count(month, 'rejected'),
      published: count(month, 'published'),
    })),
    invitations: {
      sent,
      accepted: invAccepted,
      declined: invDeclined,
      expired,
      pending,
      accepted_share: share(invAccepted, sent),
      declined_share: share(invDeclined, sent),
      expired_share: share(expired, sent),
      respond_days: durationStat(h, 'respond_days'),
      review_days: reviewDays,
      reviews_submitted: reviewDays.count,
      reviews_late: late,
      overdue_share: share(late, reviewDays.count),
    },
  };
}

export async function workload(
  db: Database,
  user: AuthUser,
  query: AnalyticsQuery,
  now = new Date(),
): Promise<AnalyticsWorkload> {
  const { journals, editor } = sliceOf(await readerOf(db, user), user, query);
  await foldPending(db);
  const [open, reviews] = await Promise.all([
    read.openManuscripts(db, histogramJournals(journals), editor),
    read.openReviews(db, journals, editor, now.toISOString()),
  ]);
  const editors = new Map<number, { open_manuscripts: number; open_reviews: number }>();
  const reviewers = new Map<number, { open_reviews: number; overdue_reviews: number }>();
  const editorOf = (id: number) => {
    const e = editors.get(id) ?? { open_manuscripts: 0, open_reviews: 0 };
    editors.set(id, e);
    return e;
  };
  for (const o of open) if (o.editor_id) editorOf(o.editor_id).open_manuscripts += o.n;
  for (const r of reviews) {
    if (r.editor_id) editorOf(r.editor_id).open_reviews += r.n;
    const w = reviewers.get(r.reviewer_id) ?? { open_reviews: 0, overdue_reviews: 0 };
    w.open_reviews += r.n;
    w.overdue_reviews += r.overdue;
    reviewers.set(r.reviewer_id, w);
  }
  const names = await read.usersNamed(db, [...editors.keys(), ...reviewers.keys()]);
  const named = <T>(map: Map<number, T>, by: (t: T) => number) =>
    [...map]
      .map(([id, t]) => ({ id, name: names.get(id) ?? '', ...t }))
      .sort((a, b) => by(b) - by(a) || a.name.localeCompare(b.name) || a.id - b.id);
  return {
    editors: named(editors, (e) => e.open_manuscripts + e.open_reviews),
    reviewers: named(reviewers, (r) => r.open_reviews),
  };
}

export async function scope(db: Database, user: AuthUser): Promise<AnalyticsScope> {
  const reader = await readerOf(db, user);
  await foldPending(db);
  const journals = await read.journalsTitled(db, reader.journals);
  const editorId = reader.ownOnly ? user.id : 0;
  let editors: { id: number; name: string }[];
  if (reader.ownOnly) editors = [{ id: user.id, name: user.name }];
  else if (reader.journals === 'all') editors = await read.activeEditors(db);
  else {
    const lists = await Promise.all(reader.journals.map((j) => handlingEditorCandidates(db, j)));
    const byId = new Map(lists.flat().map((e) => [e.id, { id: e.id, name: e.name }]));
    editors = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }
  const firsts = await Promise.all(
    histogramJournals(reader.journals).map((j) => read.firstMonth(db, j, editorId)),
  );
  const first = firsts.filter((m): m is string => !!m).sort()[0] ?? null;
  return { journals, editors, can_choose_editor: !reader.ownOnly, first_month: first };
}
