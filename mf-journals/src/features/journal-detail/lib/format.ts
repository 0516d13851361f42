// Display helpers of the journal screens. A missing value reads '—'.
import { numberFormat } from '@colophon/shared';

export const NONE = '—';

/** A number written the language's way ('1,234.5' / '1.234,5'); '—' when there is none. */
export function formatNumber(
  value: number | null | undefined,
  locale: string,
  options: Intl.NumberFormatOptions = { maximumFractionDigits: 3 },
): string {
  if (value === null || value === undefined || Number.isNaN(value)) return NONE;
  return numberFormat(locale, options).format(value);
}

/** A percentage given as 0–100 ('45%'); '—' when there is none. */
export function formatPercent(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return NONE;
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/** 'research_article' → 'research article' (the fallback label of a value without a translation). */
export const humanize = (value: string) => value.replace(/_/g, ' ');

/** An external link only when it is http(s): stored URLs are validated, but never render javascript:. */
export function safeHref(url: string | null | undefined): string | undefined {
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}
