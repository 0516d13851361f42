// Sorted lists: the direction a `sort` without `direction` takes,
// and the keyset condition an export pages a sorted list by.
import { type Expression, type RawBuilder, sql } from 'kysely';
import type { SortDirection } from '@colophon/shared/contracts';

/** A list's order: a sortable field and its direction (ties always broken by id, the same way). */
export type ListOrder<S extends string> = { sort: S; direction: SortDirection };

/** The query's `sort` with its `direction`, or the field's natural order when none is given. */
export function listOrder<S extends string>(
  query: { sort: S; direction?: SortDirection },
  natural: Record<S, SortDirection>,
): ListOrder<S> {
  return { sort: query.sort, direction: query.direction ?? natural[query.sort] };
}

/** Where a keyset page stopped: the last row's sort key and id. */
export type SortCursor = { key: unknown; id: number };

/**
 * Rows after `cursor` in `(key, id)` order: `(key, id) > (k, i)` ascending,
 * `<` descending. A row-value comparison, which both SQLite and PostgreSQL
 * answer from an index on (key, id).
 */
export function afterCursor(
  key: Expression<unknown>,
  id: Expression<unknown>,
  direction: SortDirection,
  cursor: SortCursor,
): RawBuilder<boolean> {
  const op = direction === 'asc' ? sql.raw('>') : sql.raw('<');
  return sql<boolean>`(${key}, ${id}) ${op} (${cursor.key}, ${cursor.id})`;
}
