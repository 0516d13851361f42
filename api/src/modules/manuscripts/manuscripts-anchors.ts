// Keyset under page numbers: a deep page (offset ≥ 1,000) is read
// after a remembered position (the sort key and id of a row: every 1,000th
// row of that list, and where pages that were read start) instead of skipping
// the offset's index entries on each request.
// A position is found once (from the nearest lower one) and kept while the
// database's count of writes to manuscripts (list_versions, migration 0016)
// is unchanged: any insert, edit or deletion, from any API process, makes
// every remembered position stale at once, so pages stay exactly what OFFSET
// would return. Only lists whose rows are all in the manuscripts table use it
// (no search, tag or reader scope: those change with other tables).
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { cappedCount } from '../../lib/paging.repository';
import { queryTemplate } from '../../db/performance/query-template';
import { type ListCursor, sortExpression } from './manuscripts-order';
import { positionsAfterCursor } from './rows-after-cursor';
import { countListRows, type ListRow, readPage } from './manuscripts-page.repository';
import { type ListShape, type ListValues, manuscriptsQuery } from './manuscripts.repository';
import { manuscriptsWriteCount } from './list-version';

export const ANCHOR_STEP = 1_000;
const MAX_LISTS = 200;
/** Positions remembered per list besides the steps: where pages that were read start. */
const MAX_EXACT = 1_000;

/** A list (its shape and values) → the write count its positions and count belong to. */
/** A list's count: its total, or the cap when counting stopped there. */
type ListCount = { total: number; capped: boolean };
/** Where a page starts and how many rows it holds. */
type PageSpan = { limit: number; offset: number };

type ListState = {
  version: number;
  anchors: Map<number, ListCursor>;
  /** How many of the anchors are not steps. */
  exact: number;
  count?: ListCount;
};
const lists = new Map<string, ListState>();

const keyOf = (values: ListValues, shape: ListShape) => JSON.stringify([shape, values]);

const writeCount = queryTemplate((db) => ({
  compile: () =>
    sql<{ version: number | string }>`select ${manuscriptsWriteCount} as version`.compile(db),
}));

export async function manuscriptsVersion(db: Database): Promise<number> {
  return Number((await writeCount.first(db, {}))?.version ?? 0);
}

function listOf(key: string, version: number): ListState {
  const found = lists.get(key);
  if (found && found.version === version) return found;
  if (!found && lists.size >= MAX_LISTS) lists.delete(lists.keys().next().value!);
  const fresh: ListState = { version, anchors: new Map<number, ListCursor>(), exact: 0 };
  lists.set(key, fresh);
  return fresh;
}

/**
 * The list's count (capped at 10,000, lib/paging.repository), remembered
 * while the write count `version` holds; counted each time without one.
 */
export async function listCount(
  db: Database,
  values: ListValues,
  shape: ListShape,
  version: number | null,
): Promise<ListCount> {
  const key = keyOf(values, shape);
  const count = () => cappedCount(`manuscripts:${key}`, () => countListRows(db, values, shape));
  if (version === null) return count();
  const list = listOf(key, version);
  list.count ??= await count();
  return list.count;
}

/** Remembers a position; besides the steps, at most MAX_EXACT per list (the oldest go first). */
function remember(list: ListState, position: number, cursor: ListCursor) {
  if (position % ANCHOR_STEP !== 0 && !list.anchors.has(position)) {
    if (list.exact >= MAX_EXACT) {
      for (const known of list.anchors.keys()) {
        if (known % ANCHOR_STEP === 0) continue;
        list.anchors.delete(known);
        list.exact--;
        break;
      }
    }
    list.exact++;
  }
  list.anchors.set(position, cursor);
}

/**
 * The cursor after the first `position` rows of the list, or null past its
 * end. A step position is found from the nearest lower known step; any other
 * from its step (found first), skipping fewer than ANCHOR_STEP rows once.
 */
async function cursorAt(
  db: Database,
  values: ListValues,
  shape: ListShape,
  list: ListState,
  position: number,
): Promise<ListCursor | null> {
  const known = list.anchors.get(position);
  if (known) return known;
  const step = Math.floor(position / ANCHOR_STEP) * ANCHOR_STEP;
  let from = step;
  if (step === position) {
    from -= ANCHOR_STEP;
    while (from > 0 && !list.anchors.has(from)) from -= ANCHOR_STEP;
  }
  const start = from > 0 ? await cursorAt(db, values, shape, list, from) : null;
  if (from > 0 && !start) return null;
  const query = manuscriptsQuery(db, values, shape);
  const skip = position - Math.max(from, 0) - 1;
  const row = await (
    start
      ? positionsAfterCursor(db, query, shape.order, { cursor: start, limit: 1, offset: skip })
      : query
          .clearSelect()
          .select(['m.id', sortExpression(db, shape.order.field).as('sort_key')])
          .limit(1)
          .offset(skip)
  ).executeTakeFirst();
  if (!row) return null;
  const cursor = { key: row.sort_key, id: row.id };
  remember(list, position, cursor);
  return cursor;
}

/**
 * A page before the first step (pages 1 to 100 at 10 a page) of a list that
 * may remember its count, and that count: the page's own statement reads the
 * write count the count belongs to, one round trip instead of two (an empty
 * page reads it on its own).
 */
export async function shallowPage(
  db: Database,
  values: ListValues,
  shape: ListShape,
  page: PageSpan,
): Promise<[ListCount, ListRow[]]> {
  // Spelled out, not `{ ...page, withVersion }`: a new hidden class per call on Node 20 (docs/adr/0025).
  const rows = await readPage(db, values, shape, {
    limit: page.limit,
    offset: page.offset,
    withVersion: true,
  });
  const first = rows[0];
  const version = first ? Number(first.list_version) : await manuscriptsVersion(db);
  return [await listCount(db, values, shape, version), rows];
}

/**
 * A deep page of a list this process has read: in one statement, after the
 * position remembered where it starts, with the write count. When the count
 * is still the one that position and the list's count belong to, the rows
 * are exactly OFFSET's (one snapshot); otherwise, or for a page not reached
 * yet, the write count is read first and the position found (manuscriptsPage).
 */
export async function deepPage(
  db: Database,
  values: ListValues,
  shape: ListShape,
  page: PageSpan,
): Promise<[ListCount, ListRow[]]> {
  const { limit, offset } = page;
  const list = lists.get(keyOf(values, shape));
  const cursor = list?.anchors.get(offset);
  if (list?.count && cursor) {
    const rows = await readPage(db, values, shape, {
      limit,
      offset: 0,
      after: cursor,
      withVersion: true,
    });
    if (rows[0] && Number(rows[0].list_version) === list.version) {
      rememberNext(list, offset, limit, rows);
      return [list.count, rows];
    }
  }
  const version = await manuscriptsVersion(db);
  return Promise.all([
    listCount(db, values, shape, version),
    manuscriptsPage(db, values, shape, { limit, offset, version }),
  ]);
}

/** A full page remembers where the next one starts: its last row. */
function rememberNext(list: ListState, offset: number, limit: number, rows: ListRow[]) {
  const last = rows[rows.length - 1];
  if (last && rows.length === limit) {
    remember(list, offset + limit, { key: last.sort_key, id: last.id });
  }
}

/**
 * One page: at a plain OFFSET for the first pages or without a write count
 * (`version` null: the list may not use positions); deeper, after the
 * position of its first row (cursorAt). A full page remembers where the next
 * one starts (its last row), so paging on costs what page 1 costs.
 */
export async function manuscriptsPage(
  db: Database,
  values: ListValues,
  shape: ListShape,
  page: PageSpan & { version: number | null },
): Promise<ListRow[]> {
  const { limit, offset, version } = page;
  if (version === null || offset < ANCHOR_STEP) return readPage(db, values, shape, page);
  const list = listOf(keyOf(values, shape), version);
  const cursor = await cursorAt(db, values, shape, list, offset);
  // Past the end: an empty page, as OFFSET gives.
  if (!cursor) return [];
  const rows = await readPage(db, values, shape, { limit, offset: 0, after: cursor });
  rememberNext(list, offset, limit, rows);
  return rows;
}
