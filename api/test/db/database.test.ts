// Portability helpers behave the same on SQLite and PostgreSQL.
import { sql } from 'kysely';
import { dialectName } from '../../src/db/database';
import { isUniqueViolation } from '../../src/db/errors';
import { containsInsensitive, parseJsonList, toBool } from '../../src/db/portable';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

it('names its dialect', () => {
  expect(dialectName(t.db)).toBe(t.dialect);
});

it('writes booleans on both dialects and reads them back with toBool', async () => {
  const now = new Date().toISOString();
  const [row] = await t.db
    .insertInto('publications')
    .values({
      user_id: t.users.author.id,
      title: 'Bool',
      type: 'book',
      is_verified: true,
      is_open_access: false,
      is_featured: true,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'is_verified', 'is_open_access', 'is_featured'])
    .execute();
  expect([toBool(row!.is_verified), toBool(row!.is_open_access), toBool(row!.is_featured)]).toEqual(
    [true, false, true],
  );
  const found = await t.db
    .selectFrom('publications')
    .select('id')
    .where('is_verified', '=', true)
    .where('id', '=', row!.id)
    .execute();
  expect(found).toHaveLength(1);
});

it('counts come back as numbers', async () => {
  const row = await t.db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  expect(typeof row.n).toBe('number');
});

it('matches case-insensitively and escapes wildcards', async () => {
  const q = (term: string) =>
    t.db
      .selectFrom('users')
      .select('email')
      .where((eb) => containsInsensitive(eb.ref('email'), term))
      .execute();
  expect((await q('ADMIN@TEST')).map((r) => r.email).sort()).toEqual([
    'admin@test.local',
    'super-admin@test.local',
  ]);
  expect(await q('%')).toEqual([]);
  expect(await q('_')).toEqual([]);
  expect((await q('super-')).map((r) => r.email)).toEqual(['super-admin@test.local']);
});

it('keeps emails unique whatever their case at the database level', async () => {
  const now = new Date().toISOString();
  // Compared by code: the driver's error class may come from another jest realm.
  const error = await t.db
    .insertInto('users')
    .values({
      name: 'Dup',
      email: 'ADMIN@TEST.LOCAL',
      password: 'x',
      created_at: now,
      updated_at: now,
    })
    .execute()
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect(isUniqueViolation(error)).toBe(true);
});

it('parses JSON lists defensively', () => {
  expect(parseJsonList('["a",1,"b"]')).toEqual(['a', 'b']);
  expect(parseJsonList('{bad')).toEqual([]);
  expect(parseJsonList(null)).toEqual([]);
});
