// Turns a list query plus page/per_page into `{ data, meta }` (the SQL of
// counting and paging is in paging.repository.ts).
import type { SelectQueryBuilder } from 'kysely';
import type { CappedPaginationMeta, Paginated, PaginationMeta } from '@colophon/shared/contracts';
import type { Database } from '../db/database';
import { countCapped, countRows, pageRows } from './paging.repository';

export type PageParams = { page: number; per_page: number };

export function pageMeta(total: number, { page, per_page }: PageParams): PaginationMeta {
  return {
    current_page: page,
    per_page,
    last_page: Math.max(1, Math.ceil(total / per_page)),
    total,
  };
}

/**
 * Runs `query` for one page. `map` turns the page's rows into the API shape
 * (it may load relations for the whole page at once).
 */
export async function paginate<DB, TB extends keyof DB, O, T = O>(
  query: SelectQueryBuilder<DB, TB, O>,
  params: PageParams,
  map?: (rows: O[]) => T[] | Promise<T[]>,
): Promise<Paginated<T>> {
  const total = await countRows(query);
  const rows =
    total === 0 ? [] : await pageRows(query, params.per_page, (params.page - 1) * params.per_page);
  const data = map ? await map(rows) : (rows as unknown as T[]);
  return { data, meta: pageMeta(total, params) };
}

/**
 * Paging for tables that grow to millions of rows: the total is counted
 * exactly up to MANUSCRIPT_COUNT_CAP (10,000) and reported as capped beyond
 * that (see countCapped).
 */
export async function paginateCapped<QDB, TB extends keyof QDB, O, T>(
  db: Database,
  query: SelectQueryBuilder<QDB, TB, O>,
  params: PageParams,
  map: (rows: O[]) => Promise<T[]>,
  fetchPage: (limit: number, offset: number) => Promise<O[]> = (limit, offset) =>
    pageRows(query, limit, offset),
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
