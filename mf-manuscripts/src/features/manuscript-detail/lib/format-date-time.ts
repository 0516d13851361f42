import { currentLanguage, dateFormat } from '@colophon/shared';

/** '5 Mar 2026, 12:00' in the reader's language; '—' without a valid date. */
export function formatDateTime(
  value: string | null | undefined,
  locale = currentLanguage(),
): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
