// One list page in one statement (on PostgreSQL, a search or a page past the
// first in two: pageInTwoStatements): the page's rows with what a list item
// shows of its relations — journal, submitter, first corresponding author and
// tags — so a page costs one round trip to PostgreSQL instead of five. The
// ids come from the list's narrow-index query (a subquery). The page and the
// count are query templates (db/performance/query-template): compiled once per
// list shape, run with each request's values.
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import { isTrue, plansEachCallForItsValues } from '../../db/dialect/sql-dialect';
import type { TagRef } from '../tags';
import { MANUSCRIPT_COUNT_CAP } from '@colophon/shared/contracts';
import { jsonRows, parsedJson } from '../../db/dialect/json-rows';
import { countLiteral, queryTemplate } from '../../db/performance/query-template';
import { manuscriptsWriteCount } from './list-version';
import { COLUMNS } from './manuscript-columns';
import { type ListCursor, type ListOrder, orderItems, sortExpression } from './manuscripts-order';
import { idsAfterCursor } from './rows-after-cursor';
import {
  type ListShape,
  type ListValues,
  type ManuscriptRow,
  manuscriptsQuery,
} from './manuscripts.repository';

export type ListRow = ManuscriptRow & {
  journal_title: string | null;
  journal_review: string | null;
  submitter_name: string | null;
  corresponding_first: string | null;
  corresponding_last: string | null;
  corresponding_email: string | null;
  tags: TagRef[];
  /** The row's value of the list's sort (manuscripts-order: sortExpression), for positions. */
  sort_key: unknown;
  /** The manuscripts' write count when the page was read (list-version.ts), when asked for. */
  list_version?: number | string;
};

/** A row's tags as a JSON array, in name order (as tagsOf gives them). */
const tagsJson = (db: Database) =>
  jsonRows<TagRef>(
    db,
    't',
    ['id', 'name', 'slug', 'color'],
    sql`from manuscript_tags l join tags t on t.id = l.tag_id where l.manuscript_id = m.id`,
    sql`t.name_key`,
  );

/** The rows of the ids `ids` selects, in `order`, with what a list item shows of its relations. */
function listPageQuery<QDB, QTB extends keyof QDB>(
  db: Database,
  ids: SelectQueryBuilder<QDB, QTB, { id: number }> | readonly number[],
  order: ListOrder,
  withVersion: boolean,
) {
  const corresponding = isTrue(db, 'a.is_corresponding');
  const query = db
    .selectFrom('manuscripts as m')
    .leftJoin('journals as j', 'j.id', 'm.journal_id')
    .leftJoin('users as s', 's.id', 'm.submitter_id')
    .leftJoin('manuscript_authors as ca', (join) =>
      join.on(
        'ca.id',
        '=',
        sql<number>`(select a.id from manuscript_authors a where a.manuscript_id = m.id
          and ${corresponding} order by a.author_order, a.id limit 1)`,
      ),
    )
    .select(COLUMNS)
    .select([
      'j.title as journal_title',
      'j.peer_review_type as journal_review',
      's.name as submitter_name',
      'ca.first_name as corresponding_first',
      'ca.last_name as corresponding_last',
      'ca.email as corresponding_email',
      tagsJson(db).as('tags'),
      sortExpression(db, order.field).as('sort_key'),
    ])
    .$if(withVersion, (q) => q.select(manuscriptsWriteCount.as('list_version')))
    .where('m.id', 'in', ids);
  return orderItems(db, order).reduce((q, item) => q.orderBy(item), query);
}

/** Where a page starts: at its offset, or at its offset after a remembered position (manuscripts-anchors.ts). */
export type PageStart = {
  limit: number;
  offset: number;
  after?: ListCursor;
  /** Also read the manuscripts' write count (ListRow's list_version). */
  withVersion?: boolean;
};

type PageValues = ListValues & {
  /** Bound only past the start: a page at offset 0 has it written in, as its size (countLiteral). */
  offset?: number;
  after_key?: unknown;
  after_id?: number;
};
type PageShape = ListShape & {
  after: 'none' | 'key' | 'null';
  version: boolean;
  limit: number;
  offset: 'zero' | 'bound';
};

/** The ids of one page: the list's own statement, narrowed to `m.id`, at the page's start. */
function pageIds(db: Database, v: PageValues, shape: PageShape) {
  const { offset: bound, after_key: key, after_id: id, ...values } = v;
  const limit = countLiteral(shape.limit);
  const offset = shape.offset === 'zero' ? countLiteral(0) : (bound as number);
  const list = manuscriptsQuery(db, values, shape);
  if (shape.after === 'none') return list.clearSelect().select('m.id').limit(limit).offset(offset);
  const cursor = { key: shape.after === 'null' ? null : key, id: id as number };
  return idsAfterCursor(db, list, shape.order, { cursor, limit, offset });
}

const pageTemplate = queryTemplate((db, v: PageValues, shape: PageShape) =>
  listPageQuery(db, pageIds(db, v, shape), shape.order, shape.version),
);

/** A page's ids, with the write count read in the same statement when asked for. */
const idsTemplate = queryTemplate((db, v: PageValues, shape: PageShape) =>
  db
    .selectFrom(pageIds(db, v, shape).as('page_ids'))
    .select('page_ids.id')
    .$if(shape.version, (q) => q.select(manuscriptsWriteCount.as('list_version'))),
);

/** The rows of the ids in `v` (`id0`, `id1`…: one compiled statement per page size). */
const rowsOfIdsTemplate = queryTemplate(
  (db, v: Record<string, number>, shape: { order: ListOrder }) =>
    listPageQuery(db, Object.values(v), shape.order, false),
);

/**
 * A page in two statements, its ids and then their rows, where the page
 * statement would be planned anew on every call (db/dialect/sql-dialect.ts:
 * PostgreSQL, for a search, and for pages 2 to 100 at 10 a page, whose
 * offset is bound). Planning the whole page statement, joins and all, took
 * about 1 ms of the 1.45 ms PostgreSQL spent on a search page at 10^6
 * manuscripts; the ids statement alone plans in 0.15–0.3 ms, and the rows
 * statement, whose values are only ids, keeps one plan. What it buys at 10^6
 * (docs/performance.md, 2026-12-04): the list search went from 800–960 to
 * 1,230–1,360 req/s, page 3 from 400–630 to 610–940. On SQLite the second
 * statement would only add about 22 µs to a page.
 * The write count comes from the ids statement, so it belongs to the same
 * snapshot as the rows' positions (manuscripts-anchors.ts).
 */
async function pageInTwoStatements(db: Database, v: PageValues, shape: PageShape) {
  const found = await idsTemplate.rows(db, v, shape);
  if (found.length === 0) return [];
  const ids: Record<string, number> = {};
  found.forEach((row, i) => {
    ids[`id${i}`] = row.id;
  });
  const rows = await rowsOfIdsTemplate.rows(db, ids, { order: shape.order });
  if (shape.version) {
    const version = found[0]!.list_version;
    for (const row of rows) (row as ListRow).list_version = version;
  }
  return rows;
}

/**
 * One page of a list: its ids from narrow indexes only (what makes a deep page
 * cheap), and the rows of just those ids with their relations, in one
 * statement (on PostgreSQL, a search or a page past the first in two:
 * pageInTwoStatements).
 */
export async function readPage(
  db: Database,
  values: ListValues,
  shape: ListShape,
  { limit, offset, after, withVersion = false }: PageStart,
): Promise<ListRow[]> {
  const keyed = after && after.key !== null && after.key !== undefined;
  // Object.assign, not `{ ...values, offset }`: a spread followed by new keys makes a new
  // hidden class on every call on Node 20 (docs/adr/0025).
  const pageValues: PageValues = Object.assign(
    {},
    values,
    offset ? { offset } : {},
    keyed ? { after_key: after.key } : {},
    after ? { after_id: after.id } : {},
  );
  const pageShape: PageShape = Object.assign({}, shape, {
    after: !after ? ('none' as const) : keyed ? ('key' as const) : ('null' as const),
    version: withVersion,
    limit,
    offset: offset ? ('bound' as const) : ('zero' as const),
  });
  const plannedEachCall =
    plansEachCallForItsValues(db) && (values.match !== undefined || pageShape.offset === 'bound');
  const rows = plannedEachCall
    ? await pageInTwoStatements(db, pageValues, pageShape)
    : await pageTemplate.rows(db, pageValues, pageShape);
  return rows.map((row) => ({
    ...row,
    tags: parsedJson<TagRef[]>(row.tags, []),
  }));
}

const countTemplate = queryTemplate((db, values: ListValues, shape: ListShape) =>
  db
    .selectFrom(
      manuscriptsQuery(db, values, shape)
        .clearSelect()
        .clearOrderBy()
        .select(sql<number>`1`.as('one'))
        .limit(countLiteral(MANUSCRIPT_COUNT_CAP + 1))
        .as('limited'),
    )
    .select(sql<number | string>`count(*)`.as('total')),
);

/** The list's rows counted up to one past the cap (lib/paging.repository: cappedCount). */
export async function countListRows(db: Database, values: ListValues, shape: ListShape) {
  return Number((await countTemplate.first(db, values, shape))?.total ?? 0);
}
