import { i18n } from '../i18n/i18n';
import { numberFormat } from './intl-formats';

/** BCP 47 tag of the current language, for Intl formatters ('en' when unset). */
export function currentLocale(): string {
  return i18n.resolvedLanguage ?? i18n.language ?? 'en';
}

/**
 * A fee in dollars: 'Free' (translated) for 0 or no fee, else '$1,234.00'
 * written the current language's way.
 */
export function formatFee(
  amount: number | string | null | undefined,
  locale = currentLocale(),
): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === null || value === undefined || Number.isNaN(value) || value === 0) {
    return i18n.t('common:fee.free', { lng: locale });
  }
  return numberFormat(locale, { style: 'currency', currency: 'USD' }).format(value);
}

/** Count for a notification badge: '9+' above 9. */
export function formatBadgeCount(count: number): string {
  return count > 9 ? '9+' : String(Math.max(0, count));
}
