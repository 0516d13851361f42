// The period of a request: whole UTC months, both included; left out, the
// last 12 months up to the current one.
import { ANALYTICS_MAX_MONTHS, monthsBetween } from '@colophon/shared/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The month `offset` months after "YYYY-MM". */
export function addMonths(month: string, offset: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + offset;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** Every month from `from` to `to`, both included. */
export function months(from: string, to: string): string[] {
  const list: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) list.push(m);
  return list;
}

export type Period = { from: string; to: string; fromIso: string; toIso: string };

export function periodOf(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Period {
  const current = `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}`;
  let to = query.to ?? (query.from && query.from > current ? query.from : current);
  // Only `from` given: never more months than one request may ask for.
  if (query.from && !query.to && monthsBetween(query.from, to) > ANALYTICS_MAX_MONTHS)
    to = addMonths(query.from, ANALYTICS_MAX_MONTHS - 1);
  const from = query.from ?? addMonths(to, -11);
  // ISO timestamps of the period's bounds, for reads on timestamps (text order = time order).
  return { from, to, fromIso: `${from}-01`, toIso: `${addMonths(to, 1)}-01` };
}
