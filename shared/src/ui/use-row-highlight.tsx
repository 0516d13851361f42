// The row a save lands on (issue 21): once the list's data holds it, the row is
// marked (a background that fades), scrolled into view and announced ("Saved:
// <title>") in a polite live region; then the list drops `highlight` from the URL.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a row keeps its mark (the fade runs over it; reduced motion keeps a still outline). */
const MARK_MS = 6000;

export interface RowHighlight<T> {
  /** The saved row's id (from the URL), or null. */
  id: number | null;
  /** The text that names the row in the announcement (its title, a name). */
  label: (row: T) => string;
  /** Called once the rows loaded, found or not: the list drops the parameter. */
  onShown: () => void;
  /**
   * True while the rows may still change (the query is fetching): a list shown
   * from its cache right after a save refetches, and the saved row comes then.
   */
  fetching?: boolean;
}

export const ROW_HIGHLIGHT_CLASS = 'colophon-row-saved';

/** The class of a list wider than a phone's, and the variable holding its least width. */
export const WIDE_LIST_CLASS = 'colophon-list-wide';
export const WIDE_LIST_WIDTH = '--colophon-list-width';

/** Sideways scrolling, the fade and the phone's folded rows: one rule set, hoisted once into the head. */
export const LIST_TABLE_CSS = `
.${WIDE_LIST_CLASS} .ant-table-content { overflow-x: auto; }
.${WIDE_LIST_CLASS} .ant-table-content > table { width: var(${WIDE_LIST_WIDTH}); min-width: 100%; }
@keyframes colophon-row-saved-fade {
  from { background-color: var(--ant-color-warning-bg-hover, #fff1b8); }
  to { background-color: transparent; }
}
.ant-table-tbody > tr.${ROW_HIGHLIGHT_CLASS} > td {
  animation: colophon-row-saved-fade ${MARK_MS}ms ease-in;
}
@media (prefers-reduced-motion: reduce) {
  .ant-table-tbody > tr.${ROW_HIGHLIGHT_CLASS} > td { animation: none; }
  .ant-table-tbody > tr.${ROW_HIGHLIGHT_CLASS} { outline: 2px solid var(--ant-color-warning, #faad14); outline-offset: -2px; }
}
.colophon-list-folded { margin: 0; display: grid; gap: 8px; }
.colophon-list-folded > div { display: grid; grid-template-columns: minmax(6em, auto) 1fr; gap: 8px; }
.colophon-list-folded dt { color: var(--ant-color-text-secondary, rgba(0,0,0,0.45)); }
.colophon-list-folded dd { margin: 0; min-inline-size: 0; overflow-wrap: anywhere; }
`;

export function useRowHighlight<T extends { id: number }>(
  highlight: RowHighlight<T> | undefined,
  rows: readonly T[] | undefined,
  loading: boolean,
) {
  const { t } = useTranslation('common');
  const [marked, setMarked] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const id = highlight?.id ?? null;
  const fetching = highlight?.fetching ?? false;

  useEffect(() => {
    if (id === null || loading || fetching || !rows || !highlight) return;
    const row = rows.find((r) => r.id === id);
    if (row) {
      setMarked(id);
      setAnnouncement(t('list.saved', { title: highlight.label(row) }));
      const element = document.querySelector(`tr[data-row-key="${id}"]`);
      if (element && 'scrollIntoView' in element)
        element.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
    highlight.onShown();
  }, [id, loading, fetching, rows, highlight, t]);

  useEffect(() => {
    if (marked === null) return;
    const timer = window.setTimeout(() => setMarked(null), MARK_MS);
    return () => window.clearTimeout(timer);
  }, [marked]);

  return { marked, announcement };
}
