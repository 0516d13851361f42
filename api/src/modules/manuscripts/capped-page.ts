// Paging for tables that grow to millions of rows: the total is counted
// exactly up to MANUSCRIPT_COUNT_CAP (10,000) and reported as capped beyond
// that, so a count never scans more than cap+1 index entries.
import { type SelectQueryBuilder, sql } from 'kysely';
import { type CappedPaginationMeta, MANUSCRIPT_COUNT_CAP } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import type { PageParams } from '../../lib/pagination';

export async function countCapped<QDB, TB extends keyof QDB, O>(
  db: Database,
  query: SelectQueryBuilder<QDB, TB, O>,
  cap = MANUSCRIPT_COUNT_CAP,
): Promise<{ total: number; capped: boolean }> {
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
  return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };
}

export async function paginateCapped<QDB, TB extends keyof QDB, O, T>(
  db: Database,
  query: SelectQueryBuilder<QDB, TB, O>,
  params: PageParams,
  map: (rows: O[]) => Promise<T[]>,
): Promise<{ data: T[]; meta: CappedPaginationMeta }> {
  const offset = (params.page - 1) * params.per_page;
  const [{ total, capped }, rows] = await Promise.all([
    countCapped(db, query),
    query.limit(params.per_page).offset(offset).execute(),
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
