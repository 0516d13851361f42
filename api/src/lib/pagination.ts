// Turns a Kysely select query plus page/per_page into `{ data, meta }`.
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Paginated, PaginationMeta } from '@colophon/shared/contracts';

export type PageParams = { page: number; per_page: number };

export function pageMeta(total: number, { page, per_page }: PageParams): PaginationMeta {
  return {
    current_page: page,
    per_page,
    last_page: Math.max(1, Math.ceil(total / per_page)),
    total,
  };
}

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
    total === 0
      ? []
      : await query
          .limit(params.per_page)
          .offset((params.page - 1) * params.per_page)
          .execute();
  const data = map ? await map(rows) : (rows as unknown as T[]);
  return { data, meta: pageMeta(total, params) };
}
