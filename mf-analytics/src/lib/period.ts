// The screen's period choices (the last 12 months, a month, a quarter, a year,
// or a custom run of months) and the whole months each one covers: the API
// takes only `from` and `to` ("YYYY-MM", both included).

export const PERIOD_KINDS = ['last12', 'month', 'quarter', 'year', 'custom'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export interface Period {
  kind: PeriodKind;
  /** month "2026-03", quarter "2026-Q1" or year "2026"; '' for last12 and custom. */
  at: string;
  /** custom only ('' otherwise). */
  from: string;
  to: string;
}

export interface MonthRange {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The UTC month of a date: "2026-03". */
export const monthOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;

/** `month` moved by `delta` months. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** Every month from `from` to `to`, both included, oldest first. */
export function monthList(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** The quarter of a month: "2026-03" → "2026-Q1". */
export const quarterOf = (month: string) =>
  `${month.slice(0, 4)}-Q${Math.ceil(Number(month.slice(5, 7)) / 3)}`;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;
const YEAR = /^\d{4}$/;

/** The months a period covers, or null when its values are missing or malformed. */
export function periodRange(period: Period, now: Date): MonthRange | null {
  const current = monthOf(now);
  switch (period.kind) {
    case 'last12':
      return { from: addMonths(current, -11), to: current };
    case 'month':
      return MONTH.test(period.at) ? { from: period.at, to: period.at } : null;
    case 'quarter': {
      const match = QUARTER.exec(period.at);
      if (!match) return null;
      const first = (Number(match[2]) - 1) * 3 + 1;
      return { from: `${match[1]}-${pad(first)}`, to: `${match[1]}-${pad(first + 2)}` };
    }
    case 'year':
      return YEAR.test(period.at) ? { from: `${period.at}-01`, to: `${period.at}-12` } : null;
    case 'custom':
      return MONTH.test(period.from) && MONTH.test(period.to)
        ? { from: period.from, to: period.to }
        : null;
  }
}

/** A period read from URL search params; unknown or missing values fall back to the last 12 months. */
export function periodFromParams(params: URLSearchParams): Period {
  const raw = params.get('period') ?? '';
  const kind = (PERIOD_KINDS as readonly string[]).includes(raw) ? (raw as PeriodKind) : 'last12';
  return {
    kind,
    at: kind === 'month' || kind === 'quarter' || kind === 'year' ? (params.get('at') ?? '') : '',
    from: kind === 'custom' ? (params.get('from') ?? '') : '',
    to: kind === 'custom' ? (params.get('to') ?? '') : '',
  };
}

/** The URL params of a period (the default, last 12 months, writes none). */
export function periodToParams(period: Period): Record<string, string> {
  if (period.kind === 'last12') return {};
  if (period.kind === 'custom') return { period: 'custom', from: period.from, to: period.to };
  return { period: period.kind, at: period.at };
}

/**
 * A sensible period of `kind` when the user switches to it: the current
 * month, quarter or year, or for custom the range shown until now.
 */
export function defaultPeriod(kind: PeriodKind, now: Date, shown: MonthRange | null): Period {
  const current = monthOf(now);
  const blank = { kind, at: '', from: '', to: '' };
  switch (kind) {
    case 'last12':
      return blank;
    case 'month':
      return { ...blank, at: current };
    case 'quarter':
      return { ...blank, at: quarterOf(current) };
    case 'year':
      return { ...blank, at: current.slice(0, 4) };
    case 'custom': {
      const range = shown ?? { from: addMonths(current, -11), to: current };
      return { ...blank, from: range.from, to: range.to };
    }
  }
}
