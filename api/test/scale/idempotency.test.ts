// An Idempotency-Key on a create — a retry with the same key gets the
// first answer and creates nothing; another body with the key is a 422; two
// concurrent identical requests create one row (two app instances, one database).
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildInstances, type Instances } from '../helpers/shared-database';

let t: Instances;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await buildInstances();
  token = await t.tokenFor((await t.createUser(['admin'])).id);
  otherToken = await t.tokenFor((await t.createUser(['admin'])).id);
});
afterAll(async () => t.close());

const createJournal = (app: FastifyInstance, title: string, key?: string, bearer: string = token) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/journals',
    headers: { authorization: `Bearer ${bearer}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { title, description: 'Idempotency test' },
  });

const journalsTitled = async (title: string) =>
  Number(
    (
      await t.dbs[0]
        .selectFrom('journals')
        .select(sql<number>`count(*)`.as('n'))
        .where('title', '=', title)
        .executeTakeFirstOrThrow()
    ).n,
  );

it('the same key twice: one row, the same answer (also through the other instance)', async () => {
  const first = await createJournal(t.apps[0], 'Once Only', 'key-once-1');
  expect(first.statusCode).toBe(201);
  const again = await createJournal(t.apps[0], 'Once Only', 'key-once-1');
  const elsewhere = await createJournal(t.apps[1], 'Once Only', 'key-once-1');
  for (const replay of [again, elsewhere]) {
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
  }
  expect(await journalsTitled('Once Only')).toBe(1);
  // Without a key, or with a new one, a create creates.
  expect((await createJournal(t.apps[0], 'Once Only', 'key-once-2')).statusCode).toBe(201);
  expect((await createJournal(t.apps[1], 'Once Only')).statusCode).toBe(201);
  expect(await journalsTitled('Once Only')).toBe(3);
});

it('concurrent identical requests across two instances create one row', async () => {
  const responses = await Promise.all(
    Array.from({ length: 8 }, (_, i) => createJournal(t.apps[i % 2 ? 1 : 0], 'Racing', 'key-race')),
  );
  expect(await journalsTitled('Racing')).toBe(1);
  const created = responses.filter((r) => r.statusCode === 201);
  expect(created.length).toBeGreaterThanOrEqual(1);
  // The others replay the one answer, or are told the first is still running.
  for (const r of responses) expect([201, 409]).toContain(r.statusCode);
  const ids = new Set(created.map((r) => r.json().data.id));
  expect(ids.size).toBe(1);
  const retry = await createJournal(t.apps[1], 'Racing', 'key-race');
  expect(retry.statusCode).toBe(201);
  expect(retry.json().data.id).toBe([...ids][0]);
});

it('another body with the same key is a 422 with a clear message, and creates nothing', async () => {
  expect((await createJournal(t.apps[0], 'Original', 'key-reused')).statusCode).toBe(201);
  const reused = await createJournal(t.apps[1], 'Something else', 'key-reused');
  expect(reused.statusCode).toBe(422);
  expect(reused.json().message).toMatch(/already used for a different request/);
  expect(reused.json().errors.idempotency_key).toHaveLength(1);
  expect(await journalsTitled('Something else')).toBe(0);
});

it('keys are per user, and a malformed key is refused', async () => {
  await createJournal(t.apps[0], 'Per User', 'shared-key');
  const other = await createJournal(t.apps[0], 'Per User', 'shared-key', otherToken);
  expect(other.statusCode).toBe(201);
  expect(other.headers['idempotent-replayed']).toBeUndefined();
  expect(await journalsTitled('Per User')).toBe(2);
  const bad = await createJournal(t.apps[0], 'Bad Key', 'has space');
  expect(bad.statusCode).toBe(422);
  expect(await journalsTitled('Bad Key')).toBe(0);
});

it('a body the schema refuses claims nothing: the corrected body runs with the same key', async () => {
  const refused = await createJournal(t.apps[0], '', 'key-fix');
  expect(refused.statusCode).toBe(422);
  const fixed = await createJournal(t.apps[0], 'Fixed Title', 'key-fix');
  expect(fixed.statusCode).toBe(201);
  expect(await journalsTitled('Fixed Title')).toBe(1);
});

it('a key expires after 24 hours', async () => {
  expect((await createJournal(t.apps[0], 'Old Key', 'key-old')).statusCode).toBe(201);
  await t.dbs[0]
    .updateTable('idempotency_keys')
    .set({ created_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
    .where('key', '=', 'key-old')
    .execute();
  expect((await createJournal(t.apps[1], 'Old Key', 'key-old')).statusCode).toBe(201);
  expect(await journalsTitled('Old Key')).toBe(2);
});

describe.each([
  ['categories', { name: 'Idempotent Category' }, 'categories', 'name'],
  ['tags', { name: 'idempotent-tag' }, 'tags', 'name'],
  [
    'users',
    { name: 'Idem Potent', email: 'idem@example.org', password: 'a-long-secret-1' },
    'users',
    'email',
  ],
] as const)('POST %s', (path, payload, table, column) => {
  it('the same key twice through both instances: one row, the same answer', async () => {
    const send = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/${path}`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': `key-${path}` },
        payload,
      });
    const first = await send(t.apps[0]);
    expect(first.statusCode).toBe(201);
    const again = await send(t.apps[1]);
    expect([again.statusCode, again.json()]).toEqual([201, first.json()]);
    const rows = await t.dbs[1]
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .where(column, '=', Object.values(payload)[column === 'name' ? 0 : 1] as string)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(1);
  });
});
