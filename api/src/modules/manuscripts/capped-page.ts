// Paging for tables that grow to millions of rows: the total is counted
// exactly up to MANUSCRIPT_COUNT_CAP (10,000) and reported as capped beyond
// that, so a count never scans more than cap+1 index entries. A capped result
// ('10,000+') is also remembered for a short while: it stays true however the
// rows change in between, and it is the count every large list pays for.
import { type SelectQueryBuilder, sql } from 'kysely';
import { type CappedPaginationMeta, MANUSCRIPT_COUNT_CAP } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import type { PageParams } from '../../lib/pagination';

const CAPPED_TTL_MS = 30_000;
const CAPPED_CACHE_SIZE = 1_000;
/** Count query (SQL and parameters) → when its capped result expires. */
const cappedUntil = new Map<string, number>();

function rememberCapped(key: string, now: number) {
  if (cappedUntil.size >= CAPPED_CACHE_SIZE) cappedUntil.delete(cappedUntil.keys().next().value!);
  cappedUntil.set(key, now + CAPPED_TTL_MS);
}

export async function countCapped<QDB, TB extends keyof QDB, O>(
  db: Database,
  query: SelectQueryBuilder<QDB, TB, O>,
  cap = MANUSCRIPT_COUNT_CAP,
): Promise<{ total: number; capped: boolean }> {
  const compiled = query.compile();
  const key = `${cap}:${compiled.sql}:${JSON.stringify(compiled.parameters)}`;
  const now = Date.now();
  if ((cappedUntil.get(key) ?? 0) > now) return { total: cap, capped: true };
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
  const counted = Number(row?.total ?? 0);
  if (counted <= cap) return { total: counted, capped: false };
  rememberCapped(key, now);
  return { total: cap, capped: true };
}

export async function paginateCapped<QDB, TB extends keyof QDB, O, T>(
  db: Database,
  query: SelectQueryBuilder<QDB, TB, O>,
  params: PageParams,
  map: (rows: O[]) => Promise<T[]>,
  fetchPage: (limit: number, offset: number) => Promise<O[]> = (limit, offset) =>
    query.limit(limit).offset(offset).execute(),
): Promise<{ data: T[]; meta: CappedPaginationMeta }> {
  const offset = (params.page - 1) * params.per_page;
  const [{ total, capped }, rows] = await Promise.all([
    countCapped(db, query),
    fetchPage(params.per_page, offset),
  ]);
  const data = await map(rows);
  // Past the cap the total is a floor: keep a next page reachable while rows come back full.
  const reached = capped
    ? Math.max(total, offset + rows.length + (rows.length === params.per_page ? 1 : 0))
    : total;
  return {
    data,
    meta: {
      current_page: params.page,
      per_page: params.per_page,
      last_page: Math.max(1, Math.ceil(reached / params.per_page)),
      total: reached,
      total_capped: capped,
    },
  };
}
