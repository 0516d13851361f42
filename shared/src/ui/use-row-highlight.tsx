// The row a save lands on: once the list's data holds it, the row is
// marked (a background that fades), scrolled into view and announced ("Saved:
// <title>") in a polite live region; then the list drops `highlight` from the URL.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a row keeps its mark (the fade runs over it; reduced motion keeps a still outline). */
export const MARK_MS = 6000;

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
