// The screen's filters live in the URL (journal, editor, period), so a view of
// the figures survives a reload and can be sent to a colleague as a link.
import { useCallback, useMemo } from 'react';
import { useSearchParamsWriter } from '@colophon/shared';
import { type AnalyticsQuery } from '@colophon/shared/contracts';
import {
  type MonthRange,
  type Period,
  periodFromParams,
  periodRange,
  periodToParams,
} from '../lib/period';

export interface AnalyticsParams {
  journalId: number | undefined;
  editorId: number | undefined;
  period: Period;
  /** The months the period covers; null while a custom period is incomplete. */
  range: MonthRange | null;
  /** What GET analytics/figures is asked. */
  query: AnalyticsQuery;
  setJournal: (id: number | undefined) => void;
  setEditor: (id: number | undefined) => void;
  setPeriod: (period: Period) => void;
}

const idParam = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The params of the analytics screen, read from and written to the URL. */
export function analyticsParamsOf(search: URLSearchParams, now: Date) {
  const journalId = idParam(search.get('journal'));
  const editorId = idParam(search.get('editor'));
  const period = periodFromParams(search);
  const range = periodRange(period, now);
  const query: AnalyticsQuery = {
    ...(journalId ? { journal_id: journalId } : {}),
    ...(editorId ? { editor_id: editorId } : {}),
    ...(range ?? {}),
  };
  return { journalId, editorId, period, range, query };
}

export function useAnalyticsParams(): AnalyticsParams {
  const [search, write] = useSearchParamsWriter();
  // Parsed once per URL: the query (and so its key) stays the same object across renders.
  const parsed = useMemo(() => analyticsParamsOf(search, new Date()), [search]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => write(change, { replace: true }),
    [write],
  );

  const setJournal = useCallback(
    (id: number | undefined) =>
      update((next) => {
        if (id) next.set('journal', String(id));
        else next.delete('journal');
        // Another journal has other editors.
        next.delete('editor');
      }),
    [update],
  );
  const setEditor = useCallback(
    (id: number | undefined) =>
      update((next) => (id ? next.set('editor', String(id)) : next.delete('editor'))),
    [update],
  );
  const setPeriod = useCallback(
    (period: Period) =>
      update((next) => {
        for (const key of ['period', 'at', 'from', 'to']) next.delete(key);
        for (const [key, value] of Object.entries(periodToParams(period))) next.set(key, value);
      }),
    [update],
  );

  return { ...parsed, setJournal, setEditor, setPeriod };
}
