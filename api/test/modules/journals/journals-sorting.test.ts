// GET journals?sort=&direction=: sorted by the API, ties broken by
// id, the natural order when direction is left out, 422 at `sort` for an
// unknown field, and the CSV export in the list's order (keyset batches too).
import { journalsBatch } from '../../../src/modules/journals/journals.repository';
import type { SortCursor } from '../../../src/lib/list-sort';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { api, tokenOf } from '../manuscripts/helpers/content';

let t: TestApp;
let admin: Record<string, string>;
const ids: Record<string, number> = {};

// Titles in mixed case: the sort ignores case on both databases.
const ROWS = [
  { key: 'alpha', title: 'Sortable Alpha', created: '2026-01-03', updated: '2026-02-01', count: 5 },
  { key: 'beta', title: 'sortable beta', created: '2026-01-01', updated: '2026-02-03', count: 9 },
  { key: 'gamma', title: 'Sortable Gamma', created: '2026-01-04', updated: '2026-02-02', count: 0 },
  // Same update time as gamma: the tie goes by id.
  { key: 'delta', title: 'SORTABLE DELTA', created: '2026-01-02', updated: '2026-02-02', count: 2 },
];

beforeAll(async () => {
  t = await buildTestApp();
  admin = t.authHeader(await tokenOf(t, 'admin'));
  for (const row of ROWS) {
    const inserted = await t.db
      .insertInto('journals')
      .values({
        title: row.title,
        description: 'Sorted',
        is_active: true,
        status: row.key === 'beta' ? 'suspended' : 'active',
        peer_review_type: 'double_blind',
        manuscripts_count: row.count,
        created_at: `${row.created}T10:00:00.000Z`,
        updated_at: `${row.updated}T10:00:00.000Z`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[row.key] = inserted.id;
  }
});
afterAll(async () => t.close());

async function list(query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: api(`/journals?search=sortable&${query}`),
    headers: admin,
  });
  return res;
}

async function order(query: string) {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return (res.json().data as { id: number }[]).map((j) => byId.get(j.id));
}

describe('GET journals sorted', () => {
  it('sorts by title A to Z by default, whatever the case', async () => {
    expect(await order('')).toEqual(['alpha', 'beta', 'delta', 'gamma']);
    expect(await order('sort=title&direction=desc')).toEqual(['gamma', 'delta', 'beta', 'alpha']);
  });

  it('takes the natural order without a direction: dates and counts newest/largest first', async () => {
    expect(await order('sort=created_at')).toEqual(['gamma', 'alpha', 'delta', 'beta']);
    expect(await order('sort=created_at&direction=asc')).toEqual([
      'beta',
      'delta',
      'alpha',
      'gamma',
    ]);
    expect(await order('sort=manuscripts_count')).toEqual(['beta', 'alpha', 'delta', 'gamma']);
    expect(await order('sort=status')).toEqual(['alpha', 'gamma', 'delta', 'beta']);
  });

  it('breaks ties by id in the direction of the sort', async () => {
    const [first, second] = [ids.gamma!, ids.delta!].sort((a, b) => a - b);
    const key = (id: number) => (id === ids.gamma ? 'gamma' : 'delta');
    expect(await order('sort=updated_at&direction=asc')).toEqual([
      'alpha',
      key(first!),
      key(second!),
      'beta',
    ]);
    expect(await order('sort=updated_at&direction=desc')).toEqual([
      'beta',
      key(second!),
      key(first!),
      'alpha',
    ]);
  });

  it('pages a sorted list without repeating or skipping a row', async () => {
    const pages = [];
    for (let page = 1; page <= 4; page++)
      pages.push(...(await order(`sort=updated_at&direction=desc&per_page=1&page=${page}`)));
    expect(pages).toEqual(await order('sort=updated_at&direction=desc'));
  });

  it('answers 422 at sort for an unknown field and at direction for an unknown direction', async () => {
    const badSort = await list('sort=admin_notes');
    expect(badSort.statusCode).toBe(422);
    expect(Object.keys(badSort.json().errors)).toEqual(['sort']);
    const badDirection = await list('sort=title&direction=up');
    expect(badDirection.statusCode).toBe(422);
    expect(Object.keys(badDirection.json().errors)).toEqual(['direction']);
  });
});

describe('GET journals/export.csv sorted', () => {
  it('streams the rows in the order of the list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: api('/journals/export.csv?search=sortable&sort=created_at&direction=asc'),
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const titles = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[1]);
    expect(titles).toEqual(['sortable beta', 'SORTABLE DELTA', 'Sortable Alpha', 'Sortable Gamma']);
  });

  it('answers 422 at sort for an unknown field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: api('/journals/export.csv?sort=nope'),
      headers: admin,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['sort']);
  });

  it.each([
    ['title', 'asc'],
    ['updated_at', 'desc'],
    ['updated_at', 'asc'],
    ['manuscripts_count', 'desc'],
  ] as const)(
    'pages the export by keyset in %s %s order, ties included',
    async (sort, direction) => {
      const filters = { search: 'sortable' };
      const order = { sort, direction };
      const all = await journalsBatch(t.db, filters, order, undefined, 100);
      const batched: number[] = [];
      let cursor: SortCursor | undefined;
      for (;;) {
        const rows = await journalsBatch(t.db, filters, order, cursor, 1);
        if (rows.length === 0) break;
        batched.push(...rows.map((r) => r.id));
        cursor = { key: rows[0]!.sort_key, id: rows[0]!.id };
      }
      expect(batched).toEqual(all.map((r) => r.id));
      expect(batched).toHaveLength(ROWS.length);
    },
  );
});
