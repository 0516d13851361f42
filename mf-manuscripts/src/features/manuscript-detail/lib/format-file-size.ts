import { currentLanguage, numberFormat } from '@colophon/shared';

/** '512 B', '12.5 KB', '3.2 MB' with the reader's digits and separators. */
export function formatFileSize(bytes: number, locale = currentLanguage()): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${numberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
