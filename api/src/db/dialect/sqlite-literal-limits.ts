// LIMIT values written into the SQL on SQLite. SQLite 3.53 reads a
// bound LIMIT's value while planning, so it marks the statement to be planned
// again whenever that parameter is bound: better-sqlite3 binds on every run,
// and a list page's statement was parsed and planned anew on each request
// (alone: 163 µs, 82 with its limit written in). With the value in the text,
// a prepared statement is planned once per page size. Only safe integers are
// written in; anything else stays bound.

/** Where a `limit ?` parameter is: its index among the parameters and its offset in the text. */
export type LimitSlot = { parameter: number; at: number };

const LIMIT_BEFORE = /\blimit\s*$/i;

/** Index after the quoted run that starts at `start` (SQL doubles a quote to escape it). */
function afterQuoted(source: string, start: number, close: string): number {
  const end = source.indexOf(close, start + 1);
  return end < 0 ? source.length : end + 1;
}

/**
 * The `limit ?` parameters of `source`, skipping quoted strings, identifiers
 * and comments; none when the statement numbers its parameters (`?1`), whose
 * positions this does not follow.
 */
export function limitSlots(source: string): LimitSlot[] {
  const slots: LimitSlot[] = [];
  let parameter = 0;
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === "'" || c === '"' || c === '`') i = afterQuoted(source, i, c);
    else if (c === '[') i = afterQuoted(source, i, ']');
    else if (c === '-' && source[i + 1] === '-') {
      const end = source.indexOf('\n', i);
      i = end < 0 ? source.length : end + 1;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
    } else if (c === '?') {
      if (/[0-9]/.test(source[i + 1] ?? '')) return [];
      if (LIMIT_BEFORE.test(source.slice(Math.max(0, i - 24), i))) slots.push({ parameter, at: i });
      parameter++;
      i++;
    } else i++;
  }
  return slots;
}

/**
 * `source` with the values of its limit slots written in, and the parameters
 * left to bind; null when a value is not a safe integer (then it stays bound).
 */
export function withLiteralLimits(
  source: string,
  slots: readonly LimitSlot[],
  parameters: readonly unknown[],
): { sql: string; parameters: unknown[] } | null {
  let sql = source;
  for (let s = slots.length - 1; s >= 0; s--) {
    const { parameter, at } = slots[s]!;
    const value = parameters[parameter];
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) return null;
    sql = sql.slice(0, at) + String(value) + sql.slice(at + 1);
  }
  const skipped = new Set(slots.map((slot) => slot.parameter));
  return { sql, parameters: parameters.filter((_, index) => !skipped.has(index)) };
}
