// GET /manuscripts?sort=&direction=: every sort field in both
// directions, ties by id, missing dates smallest, the same order on every list
// endpoint, paging and the CSV export; bad values are 422s at their field.
import { MANUSCRIPT_SORT_FIELDS } from '@colophon/shared/contracts';
import type { TestApp } from '../../helpers/test-app';
import { createManuscript, insertJournal, tokenOf } from './helpers/content';
import { getAs, idsOf, manuscriptRoutesSuite } from './helpers/routes-suite';
import { type ListCursor, resolveOrder } from '../../../src/modules/manuscripts/manuscripts-order';
import { manuscriptsBatch } from '../../../src/modules/manuscripts/manuscripts.repository';

const suite = manuscriptRoutesSuite();
let t: TestApp;
let author: string;
let editor: string;
let journal: number;

type Row = {
  id: number;
  title: string;
  status: string;
  created_at: string;
  updated_at: string;
  submission_date: string | null;
};

// Ties on every field (same title but for case, same dates, same status) and missing dates.
const FIXTURES: Omit<Row, 'id'>[] = [
  ['alpha', 'draft', '2024-03-01T10:00:00.000Z', '2024-05-01T00:00:00.000Z', null],
  [
    'Beta study',
    'submitted',
    '2024-01-15T08:00:00.000Z',
    '2024-05-01T00:00:00.000Z',
    '2024-01-16T00:00:00.000Z',
  ],
  [
    'ALPHA',
    'under_review',
    '2024-03-01T10:00:00.000Z',
    '2024-02-01T00:00:00.000Z',
    '2024-03-02T00:00:00.000Z',
  ],
  [
    'Ärger im Labor',
    'submitted',
    '2023-12-31T23:59:59.000Z',
    '2024-06-01T00:00:00.000Z',
    '2024-01-16T00:00:00.000Z',
  ],
  [
    'zeta',
    'accepted',
    '2024-07-04T12:00:00.000Z',
    '2024-07-05T00:00:00.000Z',
    '2024-07-04T13:00:00.000Z',
  ],
  ['Gamma rays', 'draft', '2022-06-01T00:00:00.000Z', '2022-06-01T00:00:00.000Z', null],
  [
    'gamma Rays',
    'revised',
    '2024-03-01T10:00:00.000Z',
    '2024-03-03T00:00:00.000Z',
    '2024-03-02T00:00:00.000Z',
  ],
].map(([title, status, created_at, updated_at, submission_date]) => ({
  title: title!,
  status: status!,
  created_at: created_at!,
  updated_at: updated_at!,
  submission_date: submission_date ?? null,
}));

let rows: Row[] = [];

/** ASCII letters folded, then compared code unit by code unit (as NOCASE and "C" do). */
const fold = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const cmp = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;

function expected(field: (typeof MANUSCRIPT_SORT_FIELDS)[number], direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1;
  const value = (r: Row) => (field === 'title' ? fold(r.title) : r[field]);
  return [...rows].sort((a, b) => sign * (cmp(value(a), value(b)) || a.id - b.id)).map((r) => r.id);
}

const NATURAL = {
  created_at: 'desc',
  updated_at: 'desc',
  submission_date: 'desc',
  title: 'asc',
  status: 'asc',
} as const;

beforeAll(async () => {
  ({ t, author } = suite);
  editor = await tokenOf(t, 'editor-in-chief');
  journal = await insertJournal(t);
  for (const fixture of FIXTURES) {
    const id = await createManuscript(t, author, journal, { title: fixture.title });
    await t.db.updateTable('manuscripts').set(fixture).where('id', '=', id).execute();
    rows.push({ id, ...fixture });
  }
  rows = [...rows];
});

const list = (query: string, token = editor) =>
  getAs(t, `/manuscripts?journal_id=${journal}&per_page=100&${query}`, token);

describe('manuscripts sort', () => {
  it.each(MANUSCRIPT_SORT_FIELDS.flatMap((f) => [[f, 'asc'] as const, [f, 'desc'] as const]))(
    'sort=%s&direction=%s orders with ties by id',
    async (field, direction) => {
      const res = await list(`sort=${field}&direction=${direction}`);
      expect(res.statusCode).toBe(200);
      expect(idsOf(res)).toEqual(expected(field, direction));
    },
  );

  it.each(MANUSCRIPT_SORT_FIELDS)('sort=%s without direction is its natural order', async (f) => {
    expect(idsOf(await list(`sort=${f}`))).toEqual(expected(f, NATURAL[f]));
  });

  it('no sort is created_at newest first; direction alone reverses it', async () => {
    expect(idsOf(await list(''))).toEqual(expected('created_at', 'desc'));
    expect(idsOf(await list('direction=asc'))).toEqual(expected('created_at', 'asc'));
  });

  it('pages are stable: small pages in a row give the whole order', async () => {
    for (const field of ['title', 'submission_date', 'created_at'] as const) {
      const seen: number[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await getAs(
          t,
          `/manuscripts?journal_id=${journal}&per_page=3&page=${page}&sort=${field}`,
          editor,
        );
        seen.push(...idsOf(res));
        expect(res.json().meta.total).toBe(rows.length);
      }
      expect(seen).toEqual(expected(field, NATURAL[field]));
    }
  });

  it('my-manuscripts and a journal’s manuscripts take the same parameters', async () => {
    const mine = await getAs(
      t,
      `/manuscripts/user/my-manuscripts?journal_id=${journal}&sort=title&direction=desc`,
      author,
    );
    expect(idsOf(mine)).toEqual(expected('title', 'desc'));
    const ofJournal = await getAs(
      t,
      `/journals/${journal}/manuscripts?sort=updated_at&direction=asc`,
      editor,
    );
    expect(idsOf(ofJournal)).toEqual(expected('updated_at', 'asc'));
  });

  it('a search without sort keeps newest match first; with sort it follows the sort', async () => {
    const search = await list('search=gamma');
    const gamma = rows.filter((r) => /gamma/i.test(r.title)).map((r) => r.id);
    expect(idsOf(search)).toEqual([...gamma].sort((a, b) => b - a));
    const sorted = await list('search=gamma&sort=created_at&direction=asc');
    expect(idsOf(sorted)).toEqual(expected('created_at', 'asc').filter((id) => gamma.includes(id)));
  });

  it('the CSV export follows sort and direction', async () => {
    // More rows than one export batch would be slow here; the order is what is checked.
    const res = await getAs(
      t,
      `/manuscripts/export.csv?journal_id=${journal}&sort=submission_date&direction=asc`,
      editor,
    );
    expect(res.statusCode).toBe(200);
    const ids = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]));
    expect(ids).toEqual(expected('submission_date', 'asc'));
  });

  it.each(MANUSCRIPT_SORT_FIELDS.flatMap((f) => [[f, 'asc'] as const, [f, 'desc'] as const]))(
    'export batches of 2 after a cursor cover sort=%s&direction=%s exactly',
    async (sort, direction) => {
      const order = resolveOrder({ sort, direction });
      const seen: number[] = [];
      let cursor: ListCursor | null = null;
      for (;;) {
        const batch = await manuscriptsBatch(t.db, { journal_id: journal }, order, cursor, 2);
        if (batch.length === 0) break;
        seen.push(...batch.map((r) => r.id));
        const last = batch[batch.length - 1]!;
        cursor = { key: last.sort_key, id: last.id };
      }
      expect(seen).toEqual(expected(sort, direction));
    },
  );

  it('422 at sort or direction for values outside the lists', async () => {
    const bad = await list('sort=abstract');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['sort']);
    const both = await list('sort=id;drop&direction=sideways');
    expect(both.statusCode).toBe(422);
    expect(Object.keys(both.json().errors).sort()).toEqual(['direction', 'sort']);
    const exported = await getAs(t, '/manuscripts/export.csv?sort=nope', editor);
    expect(exported.statusCode).toBe(422);
    expect(Object.keys(exported.json().errors)).toEqual(['sort']);
  });
});
