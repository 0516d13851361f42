// The yearly review report (the Plan S set): one row per journal in the
// reader's scope, read from the histogram like the figures.
import { REVIEW_REPORT_COLUMNS, type ReviewReportQuery } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { type CsvValue, csvLine } from '../../lib/csv';
import type { AuthUser } from '../auth';
import { foldPending } from './analytics-fold';
import * as read from './analytics-read.repository';
import { readerOf, sliceOf } from './analytics-scope';
import { durationStat, mean, share, type Histogram, total, toHistogram } from './analytics-stats';

const METRICS = [
  'received',
  'inv_sent',
  'review_days',
  'accepted',
  'rejected',
  'first_decision_days',
  'publication_days',
];

/** Rates and means with a fixed number of decimals, so spreadsheets read them alike. */
const fixed = (value: number | null, digits: number) =>
  value === null ? null : value.toFixed(digits);

function reportRow(name: string, year: number, h: Histogram): CsvValue[] {
  const accepted = total(h, 'accepted');
  const row: Record<(typeof REVIEW_REPORT_COLUMNS)[number], CsvValue> = {
    journal: name,
    year,
    submissions_received: total(h, 'received'),
    reviews_requested: total(h, 'inv_sent'),
    reviews_received: total(h, 'review_days'),
    acceptance_rate: fixed(share(accepted, accepted + total(h, 'rejected')), 4),
    median_days_to_first_decision: durationStat(h, 'first_decision_days').median,
    median_days_submission_to_publication: durationStat(h, 'publication_days').median,
    mean_days_submission_to_publication: fixed(mean(h, 'publication_days'), 1),
  };
  return REVIEW_REPORT_COLUMNS.map((c) => row[c]);
}

/** The report's CSV text (a handful of rows: one per journal). */
export async function reviewReportCsv(
  db: Database,
  user: AuthUser,
  query: ReviewReportQuery,
): Promise<string> {
  const { journals, editor } = sliceOf(await readerOf(db, user), user, query);
  await foldPending(db);
  const list = await read.journalsTitled(db, journals);
  const rows = await read.histogramByJournal(
    db,
    { journals: list.map((j) => j.id), editor, from: `${query.year}-01`, to: `${query.year}-12` },
    METRICS,
  );
  const byJournal = new Map<number, typeof rows>();
  for (const r of rows) {
    const list = byJournal.get(r.journal_id);
    if (list) list.push(r);
    else byJournal.set(r.journal_id, [r]);
  }
  // A BOM so spreadsheet programs read the file as UTF-8 (as the other exports).
  return `\uFEFF${csvLine([...REVIEW_REPORT_COLUMNS])}${list
    .map((j) => csvLine(reportRow(j.name, query.year, toHistogram(byJournal.get(j.id) ?? []))))
    .join('')}`;
}
