// How the section writes its figures: shares as percentages, durations in
// days, both in the reader's language; a figure with nothing to measure is a
// dash, never a misleading 0.
import { dateFormat, numberFormat } from '@colophon/shared';

export const NO_FIGURE = '—';

/** A share (0–1) as a percentage with at most one decimal: 0.4567 → "45.7%". */
export function formatShare(share: number | null | undefined, locale: string): string {
  if (share === null || share === undefined || Number.isNaN(share)) return NO_FIGURE;
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** A number of days with at most one decimal: 12.25 → "12.3"; null → the dash. */
export function formatDays(days: number | null | undefined, locale: string): string {
  if (days === null || days === undefined || Number.isNaN(days)) return NO_FIGURE;
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(days);
}

/** A count: 1234 → "1,234" (the language's own digits and separators). */
export function formatCount(count: number, locale: string): string {
  return numberFormat(locale).format(count);
}

/** A month "2026-03" in words: "Mar 2026" (UTC, so no time zone moves it). */
export function formatMonth(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return dateFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 1)));
}
