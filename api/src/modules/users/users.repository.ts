// SQL of users. Plain functions taking `db`.
import { type Selectable, sql } from 'kysely';
import type { UserSort } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { afterCursor, type ListOrder, type SortCursor } from '../../lib/list-sort';
import { containsInsensitive } from '../../db/portable';
import type { UsersTable } from '../../db/schema-core';

export type UserRow = Selectable<UsersTable>;

export type UserFilters = { search?: string; role?: string; status: 'all' | 'active' | 'deleted' };

export async function findUserById(db: Database, id: number, { withDeleted = false } = {}) {
  let query = db.selectFrom('users').selectAll().where('id', '=', id);
  if (!withDeleted) query = query.where('deleted_at', 'is', null);
  return query.executeTakeFirst();
}

/** Any user (deleted ones too) holding this email, whatever its case. */
export async function findUserByEmail(db: Database, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function insertUser(
  db: Database,
  values: { name: string; email: string; password: string; email_verified_at?: string | null },
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      name: values.name,
      email: values.email.toLowerCase(),
      password: values.password,
      email_verified_at: values.email_verified_at ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUserRow(
  db: Database,
  id: number,
  values: Partial<
    Pick<UserRow, 'name' | 'email' | 'password' | 'email_verified_at' | 'deleted_at'>
  >,
): Promise<void> {
  const set = { ...values, updated_at: new Date().toISOString() };
  if (set.email) set.email = set.email.toLowerCase();
  await db.updateTable('users').set(set).where('id', '=', id).execute();
}

export async function deleteUserRow(db: Database, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** The users of a filter, unordered: the list and the export order it their own way. */
function filteredUsers(db: Database, filters: UserFilters) {
  let query = db.selectFrom('users').selectAll();
  if (filters.status === 'active') query = query.where('deleted_at', 'is', null);
  if (filters.status === 'deleted') query = query.where('deleted_at', 'is not', null);
  if (filters.search) {
    const term = filters.search;
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(eb.ref('name'), term),
        containsInsensitive(eb.ref('email'), term),
      ]),
    );
  }
  if (filters.role) {
    const role = filters.role;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles as ur')
          .innerJoin('roles as r', 'r.id', 'ur.role_id')
          .select('ur.user_id')
          .whereRef('ur.user_id', '=', 'users.id')
          .where('r.name', '=', role),
      ),
    );
  }
  return query;
}

export type UserOrder = ListOrder<UserSort>;

/**
 * The expression a sort orders by: names without regard to case (the same on
 * SQLite and PostgreSQL, and what index users_name_lower_id_index holds);
 * emails are stored in lower case; dates as stored.
 */
const sortKey = (sort: UserSort) =>
  sort === 'name'
    ? sql<string>`lower(${sql.ref('users.name')})`
    : sql.ref<unknown>(`users.${sort}`);

/** The users list query (no paging) in the given order, ties broken by id in the same direction. */
export function usersQuery(db: Database, filters: UserFilters, order: UserOrder) {
  return filteredUsers(db, filters)
    .orderBy(sortKey(order.sort), order.direction)
    .orderBy('id', order.direction);
}

/** The next `size` users of a filter after `cursor`, in the list's order (keyset paging for the export). */
export function usersBatch(
  db: Database,
  filters: UserFilters,
  order: UserOrder,
  cursor: SortCursor | undefined,
  size = 500,
) {
  const key = sortKey(order.sort);
  let query = filteredUsers(db, filters).select(key.as('sort_key'));
  if (cursor) query = query.where(afterCursor(key, sql.ref('users.id'), order.direction, cursor));
  return query.orderBy(key, order.direction).orderBy('id', order.direction).limit(size).execute();
}

export async function userStatistics(db: Database, monthStart: string) {
  const totals = await db
    .selectFrom('users')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(deleted_at)`.as('deleted'),
      sql<number>`count(email_verified_at)`.as('verified'),
      sql<number>`sum(case when created_at >= ${monthStart} then 1 else 0 end)`.as(
        'new_this_month',
      ),
    ])
    .executeTakeFirstOrThrow();
  const byRole = await db
    .selectFrom('roles as r')
    .leftJoin('user_roles as ur', 'ur.role_id', 'r.id')
    .leftJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'ur.user_id').on('u.deleted_at', 'is', null),
    )
    .select(['r.name as role', sql<number>`count(u.id)`.as('count')])
    .groupBy(['r.id', 'r.name'])
    .orderBy('r.id')
    .execute();
  return {
    total: Number(totals.total),
    deleted: Number(totals.deleted),
    verified: Number(totals.verified),
    new_this_month: Number(totals.new_this_month ?? 0),
    by_role: byRole.map((r) => ({ role: r.role, count: Number(r.count) })),
  };
}
