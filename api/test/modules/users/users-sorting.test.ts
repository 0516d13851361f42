// GET users?sort=&direction=: sorted by the API, ties broken by id,
// newest first by default, 422 at `sort` for an unknown field, and the CSV
// export in the list's order (keyset batches too).
import type { SortCursor } from '../../../src/lib/list-sort';
import { usersBatch } from '../../../src/modules/users/users.repository';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;
const ids: Record<string, number> = {};

// Names in mixed case: the sort ignores case on both databases.
const ROWS = [
  { key: 'ann', name: 'Sortee ann', email: 'sortee-d@example.org', created: '2026-01-03' },
  { key: 'bob', name: 'Sortee Bob', email: 'sortee-a@example.org', created: '2026-01-01' },
  { key: 'cyd', name: 'SORTEE CYD', email: 'sortee-c@example.org', created: '2026-01-02' },
  // Joined with Bob: the tie goes by id.
  { key: 'dee', name: 'Sortee Dee', email: 'sortee-b@example.org', created: '2026-01-01' },
];

beforeAll(async () => {
  t = await buildTestApp();
  admin = t.authHeader(await t.tokenFor('admin'));
  for (const row of ROWS) {
    const user = await t.createUser({ name: row.name, email: row.email, roles: ['author'] });
    const at = `${row.created}T10:00:00.000Z`;
    await t.db
      .updateTable('users')
      .set({ created_at: at, updated_at: at })
      .where('id', '=', user.id)
      .execute();
    ids[row.key] = user.id;
  }
});
afterAll(async () => t.close());

const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/users?search=sortee&${query}`, headers: admin });

async function order(query: string) {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return (res.json().data as { id: number }[]).map((u) => byId.get(u.id));
}

const tiedAsc = () => (ids.bob! < ids.dee! ? ['bob', 'dee'] : ['dee', 'bob']);

describe('GET users sorted', () => {
  it('lists newest first by default, ties by id', async () => {
    expect(await order('')).toEqual(['ann', 'cyd', ...tiedAsc().reverse()]);
    expect(await order('sort=created_at&direction=asc')).toEqual([...tiedAsc(), 'cyd', 'ann']);
  });

  it('sorts by name without regard to case, and by email', async () => {
    expect(await order('sort=name')).toEqual(['ann', 'bob', 'cyd', 'dee']);
    expect(await order('sort=name&direction=desc')).toEqual(['dee', 'cyd', 'bob', 'ann']);
    expect(await order('sort=email')).toEqual(['bob', 'dee', 'cyd', 'ann']);
  });

  it('answers 422 at sort for an unknown field and at direction for an unknown direction', async () => {
    const badSort = await list('sort=password');
    expect(badSort.statusCode).toBe(422);
    expect(Object.keys(badSort.json().errors)).toEqual(['sort']);
    const badDirection = await list('sort=name&direction=sideways');
    expect(badDirection.statusCode).toBe(422);
    expect(Object.keys(badDirection.json().errors)).toEqual(['direction']);
  });
});

describe('GET users/export.csv sorted', () => {
  it('streams the rows in the order of the list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/export.csv?search=sortee&sort=email&direction=desc',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const emails = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[2]);
    expect(emails).toEqual([
      'sortee-d@example.org',
      'sortee-c@example.org',
      'sortee-b@example.org',
      'sortee-a@example.org',
    ]);
  });

  it.each([
    ['name', 'asc'],
    ['created_at', 'desc'],
    ['created_at', 'asc'],
  ] as const)(
    'pages the export by keyset in %s %s order, ties included',
    async (sort, direction) => {
      const filters = { search: 'sortee', status: 'all' as const };
      const order = { sort, direction };
      const all = await usersBatch(t.db, filters, order, undefined, 100);
      const batched: number[] = [];
      let cursor: SortCursor | undefined;
      for (;;) {
        const rows = await usersBatch(t.db, filters, order, cursor, 1);
        if (rows.length === 0) break;
        batched.push(...rows.map((r) => r.id));
        cursor = { key: rows[0]!.sort_key, id: rows[0]!.id };
      }
      expect(batched).toEqual(all.map((r) => r.id));
      expect(batched).toHaveLength(ROWS.length);
    },
  );
});
