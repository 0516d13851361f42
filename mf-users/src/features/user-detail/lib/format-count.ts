import { i18n, numberFormat } from '@colophon/shared';

/** A count in the current language's digits and grouping ('12,345'; '12.345' in German). */
export function formatCount(value: number, language = i18n.language || 'en'): string {
  return numberFormat(language).format(value);
}
