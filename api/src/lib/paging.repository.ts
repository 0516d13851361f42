// The SQL of paging any list query: its count (exact, or capped for tables of
// millions of rows) and one page of its rows. lib/pagination.ts builds the
// `{ data, meta }` answers from them.
import { type SelectQueryBuilder, sql } from 'kysely';
import { MANUSCRIPT_COUNT_CAP } from '@colophon/shared/contracts';
import type { Database } from '../db/database';

/** Counts the rows of `query` (its selection and ordering are ignored). */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .clearSelect()
    .clearOrderBy()
    .clearLimit()
    .clearOffset()
    .select(sql<number | string>`count(*)`.as('total'))
    .executeTakeFirst();
  return Number((row as { total?: number | string } | undefined)?.total ?? 0);
}

/** The rows of one page of `query`. */
export const pageRows = <DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  limit: number,
  offset: number,
) => query.limit(limit).offset(offset).execute();

// A capped count ('10,000+') is remembered for a short while: it stays true
// however the rows change in between, and it is the count every large list pays for.
const CAPPED_TTL_MS = 30_000;
const CAPPED_CACHE_SIZE = 1_000;
/** Count query (SQL and parameters) → when its capped result expires. */
const cappedUntil = new Map<string, number>();

function rememberCapped(key: string, now: number) {
  if (cappedUntil.size >= CAPPED_CACHE_SIZE) cappedUntil.delete(cappedUntil.keys().next().value!);
  cappedUntil.set(key, now + CAPPED_TTL_MS);
}

/**
 * A count capped at `cap`, from `count` (which counts at most cap+1 rows); a
 * capped answer for `key` is remembered CAPPED_TTL_MS.
 */
export async function cappedCount(
  key: string,
  count: () => Promise<number>,
  cap = MANUSCRIPT_COUNT_CAP,
): Promise<{ total: number; capped: boolean }> {
  const now = Date.now();
  if ((cappedUntil.get(`${cap}:${key}`) ?? 0) > now) return { total: cap, capped: true };
  const counted = await count();
  if (counted <= cap) return { total: counted, capped: false };
  rememberCapped(`${cap}:${key}`, now);
  return { total: cap, capped: true };
}

/** Counts exactly up to `cap`, so a count never scans more than cap+1 index entries. */
export async function countCapped<QDB, TB extends keyof QDB, O>(
  db: Database,
  query: SelectQueryBuilder<QDB, TB, O>,
  cap = MANUSCRIPT_COUNT_CAP,
): Promise<{ total: number; capped: boolean }> {
  const compiled = query.compile();
  return cappedCount(
    `${compiled.sql}:${JSON.stringify(compiled.parameters)}`,
    async () => {
      const limited = query
        .clearSelect()
        .clearOrderBy()
        .select(sql<number>`1`.as('one'))
        .limit(cap + 1)
        .as('limited');
      const row = await db
        .selectFrom(limited)
        .select(sql<number>`count(*)`.as('total'))
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },
    cap,
  );
}
