// SQL of manuscripts themselves (relations: manuscript-relations.repository).
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { ManuscriptsTable } from '../../db/schema-content';
import { queryTemplate } from '../../db/performance/query-template';
import { COLUMNS } from './manuscript-columns';
import { type ListCursor, type ListOrder, sortExpression } from './manuscripts-order';
import { idsAfterCursor } from './rows-after-cursor';

export type ManuscriptRow = Selectable<ManuscriptsTable>;

const byId = queryTemplate((db, v: { id: number }) =>
  db.selectFrom('manuscripts as m').select(COLUMNS).where('m.id', '=', v.id),
);

/** A query template: every request addressing a manuscript reads it first. */
export const findManuscriptById = (db: Database, id: number) => byId.first(db, { id });

import { type ListValues, manuscriptsQuery } from './manuscripts-query';

export {
  type ListShape,
  type ListValues,
  manuscriptsQuery,
  type ManuscriptsQuery,
  presentValues,
} from './manuscripts-query';

/**
 * One export batch after `cursor` (from the start when null), in `order`,
 * with each row's sort key; after a cursor, the ids as a list page finds them
 * (rows-after-cursor.ts: SQLite would walk the rows tied with the key).
 */
export const manuscriptsBatch = (
  db: Database,
  values: ListValues,
  order: ListOrder,
  cursor: ListCursor | null,
  size = 500,
) => {
  const list = manuscriptsQuery(db, values, { order, assigned: false });
  const query = list.select(sortExpression(db, order.field).as('sort_key'));
  const after = cursor
    ? query.where('m.id', 'in', idsAfterCursor(db, list, order, { cursor, limit: size, offset: 0 }))
    : query;
  return after.limit(size).execute();
};

export async function insertManuscript(db: Database, values: Insertable<ManuscriptsTable>) {
  const row = await db
    .insertInto('manuscripts')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateManuscriptRow(
  db: Database,
  id: number,
  values: Updateable<ManuscriptsTable>,
) {
  await db.updateTable('manuscripts').set(values).where('id', '=', id).execute();
}

/** Deletes; false when the row was already gone. */
export async function deleteManuscriptRow(db: Database, id: number): Promise<boolean> {
  const result = await db.deleteFrom('manuscripts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Moves the status only if it is still `from` (a concurrent change makes this false). */
export async function moveStatus(
  db: Database,
  id: number,
  from: string,
  values: Updateable<ManuscriptsTable> & { status: string },
): Promise<boolean> {
  const result = await db
    .updateTable('manuscripts')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
