// Keyset under page numbers (issue 20): a deep page (offset ≥ 1,000) is read
// after a remembered position (the sort key and id of every 1,000th row of
// that list) instead of skipping the offset's index entries on each request.
// A position is found once (from the nearest lower one) and kept while the
// database's count of writes to manuscripts (list_versions, migration 0016)
// is unchanged: any insert, edit or deletion, from any API process, makes
// every remembered position stale at once, so pages stay exactly what OFFSET
// would return. Only lists whose rows are all in the manuscripts table use it
// (no search, tag or reader scope: those change with other tables).
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { countCapped } from '../../lib/paging.repository';
import { afterCursor, type ListCursor, type ListOrder, sortExpression } from './manuscripts-order';
import type { ManuscriptsQuery } from './manuscripts.repository';

export const ANCHOR_STEP = 1_000;
const MAX_LISTS = 200;

/** List (SQL and parameters) → the write count its positions and count belong to. */
type ListState = {
  version: number;
  anchors: Map<number, ListCursor>;
  count?: { total: number; capped: boolean };
};
const lists = new Map<string, ListState>();

const keyOf = (query: ManuscriptsQuery) => {
  const compiled = query.compile();
  return `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
};

export async function manuscriptsVersion(db: Database): Promise<number> {
  const { rows } = await sql<{
    version: number | string;
  }>`select version from list_versions where name = 'manuscripts'`.execute(db);
  return Number(rows[0]?.version ?? 0);
}

function listOf(key: string, version: number): ListState {
  const found = lists.get(key);
  if (found && found.version === version) return found;
  if (!found && lists.size >= MAX_LISTS) lists.delete(lists.keys().next().value!);
  const fresh: ListState = { version, anchors: new Map<number, ListCursor>() };
  lists.set(key, fresh);
  return fresh;
}

/**
 * The list's count (capped at 10,000, lib/paging.repository), remembered
 * while the write count `version` holds; counted each time without one.
 */
export async function listCount(
  db: Database,
  query: ManuscriptsQuery,
  version: number | null,
): Promise<{ total: number; capped: boolean }> {
  if (version === null) return countCapped(db, query);
  const list = listOf(keyOf(query), version);
  list.count ??= await countCapped(db, query);
  return list.count;
}

/** The cursor after the first `position` rows of `query`, or null past its end. */
async function cursorAt(
  db: Database,
  query: ManuscriptsQuery,
  order: ListOrder,
  anchors: Map<number, ListCursor>,
  position: number,
): Promise<ListCursor | null> {
  const known = anchors.get(position);
  if (known) return known;
  let from = position - ANCHOR_STEP;
  while (from > 0 && !anchors.has(from)) from -= ANCHOR_STEP;
  const start = from > 0 ? anchors.get(from)! : null;
  const row = await (start ? query.where(afterCursor(db, order, start)) : query)
    .clearSelect()
    .select(['m.id', sortExpression(db, order.field).as('sort_key')])
    .limit(1)
    .offset(position - Math.max(from, 0) - 1)
    .executeTakeFirst();
  if (!row) return null;
  const cursor = { key: row.sort_key, id: row.id };
  anchors.set(position, cursor);
  return cursor;
}

/**
 * The ids query of one page: `query` after the remembered position nearest
 * below `offset` (found now when missing), or plain OFFSET for the first
 * pages or without a write count (`version` null: the list may not use them).
 */
export async function pageIdsQuery(
  db: Database,
  query: ManuscriptsQuery,
  order: ListOrder,
  page: { limit: number; offset: number; version: number | null },
) {
  const { limit, offset, version } = page;
  const ids = query.clearSelect().select('m.id');
  if (version === null || offset < ANCHOR_STEP) return ids.limit(limit).offset(offset);
  const { anchors } = listOf(keyOf(query), version);
  const position = Math.floor(offset / ANCHOR_STEP) * ANCHOR_STEP;
  const cursor = await cursorAt(db, query, order, anchors, position);
  // Past the end: an empty page, as OFFSET gives.
  if (!cursor) return ids.limit(0);
  return ids
    .where(afterCursor(db, order, cursor))
    .limit(limit)
    .offset(offset - position);
}
