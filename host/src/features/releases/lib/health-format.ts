// How the release health screen writes its figures, in the user's language:
// rates as per cent, Web Vitals in milliseconds, minutes as clock times.
import { dateFormat, numberFormat } from '@colophon/shared';

const NONE = '—';

/** A rate the API gives in per cent (2.5 → '2.5%' in English, '2,5 %' in German). */
export const formatPercent = (value: number | null | undefined, locale: string) =>
  value === null || value === undefined
    ? NONE
    : numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

/** A duration in milliseconds, rounded ('180 ms'). */
export const formatMs = (value: number | null | undefined, locale: string) =>
  value === null || value === undefined
    ? NONE
    : numberFormat(locale, {
        style: 'unit',
        unit: 'millisecond',
        unitDisplay: 'short',
        maximumFractionDigits: 0,
      }).format(value);

export const formatCount = (value: number, locale: string) => numberFormat(locale).format(value);

/** A multiple ('2', '1.5'), written before "× stable". */
export const formatRatio = (value: number, locale: string) =>
  numberFormat(locale, { maximumFractionDigits: 2 }).format(value);

/**
 * A time the API gives in UTC, with or without the zone: the health minutes come as
 * '2026-12-02T10:41', which a browser would otherwise read as its own local time.
 */
export const utcTime = (iso: string) =>
  Date.parse(/(Z|[+-]\d\d:?\d\d)$/.test(iso) ? iso : `${iso}Z`);

/** The minute a chart point starts, as a clock time ('10:41'). */
export const formatMinute = (iso: string, locale: string) =>
  dateFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(utcTime(iso));

/** When a release change happened: date and time. */
export const formatWhen = (iso: string, locale: string) =>
  dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(utcTime(iso));
