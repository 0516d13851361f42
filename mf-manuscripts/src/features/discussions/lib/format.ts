import { currentLanguage, dateFormat, numberFormat } from '@colophon/shared';

/** '5 Mar 2026, 12:00' in the reader's language. */
export function formatMessageTime(value: string, locale = currentLanguage()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** '512 B', '12.5 KB', '3.2 MB' with the reader's digits. */
export function formatSize(bytes: number, locale = currentLanguage()): string {
  const units = ['B', 'KB', 'MB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${numberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
