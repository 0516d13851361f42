// Deep pages read after remembered positions (manuscripts-anchors.ts) answer
// exactly what OFFSET answers, in every sort, and stay exact after inserts,
// edits and deletions (the write count of migration 0016 invalidates them).
import type { TestApp } from '../../helpers/test-app';
import { resolveOrder } from '../../../src/modules/manuscripts/manuscripts-order';
import { manuscriptsQuery } from '../../../src/modules/manuscripts/manuscripts.repository';
import { searchMatch } from '../../../src/modules/manuscripts/search-match';
import { insertRows } from '../../../src/seed/seed.repository';
import { insertJournal, tokenOf } from './helpers/content';
import { getAs, idsOf, manuscriptRoutesSuite } from './helpers/routes-suite';

const suite = manuscriptRoutesSuite();
let t: TestApp;
let editor: string;
let journal: number;
const COUNT = 2_345;
const iso = (day: number) => new Date(Date.UTC(2020, 0, 1) + day * 3_600_000).toISOString();

beforeAll(async () => {
  t = suite.t;
  editor = await tokenOf(t, 'editor-in-chief');
  journal = await insertJournal(t);
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    journal_id: journal,
    submitter_id: t.users.author.id,
    title: `${['alpha', 'Beta', 'gamma', 'Delta'][i % 4]} ${i % 97}`,
    abstract: 'An abstract.',
    keywords: '[]',
    manuscript_type: 'research_article',
    status: i % 3 ? 'submitted' : 'draft',
    version: 1,
    // Ties every 7 rows, and missing submission dates for drafts.
    submission_date: i % 3 ? iso(Math.floor(i / 7)) : null,
    created_at: iso((i * 37) % 1_000),
    updated_at: iso(i),
  }));
  for (let i = 0; i < rows.length; i += 500)
    await insertRows(t.db, 'manuscripts', rows.slice(i, i + 500));
});

/** The page as plain OFFSET reads it. */
async function offsetPage(query: Record<string, string>, page: number) {
  const { sort, direction, search, ...filters } = query;
  const order = resolveOrder({ sort, direction, search } as never);
  const match = search === undefined ? {} : { match: await searchMatch(t.db, search) };
  const rows = await manuscriptsQuery(
    t.db,
    { journal_id: journal, ...filters, ...match },
    { order, assigned: false },
  )
    .clearSelect()
    .select('m.id')
    .limit(10)
    .offset((page - 1) * 10)
    .execute();
  return rows.map((r) => r.id);
}

const apiPage = async (query: Record<string, string>, page: number) => {
  const params = new URLSearchParams({ journal_id: String(journal), ...query, page: String(page) });
  const res = await getAs(t, `/manuscripts?${params}`, editor);
  expect(res.statusCode).toBe(200);
  return idsOf(res);
};

const totalOf = async (query = '') =>
  (await getAs(t, `/manuscripts?journal_id=${journal}${query}`, editor)).json().meta
    .total as number;

const SORTS: Record<string, string>[] = [
  {},
  { sort: 'title' },
  { sort: 'submission_date', direction: 'asc' },
  { sort: 'submission_date' },
  { sort: 'status', direction: 'desc' },
];
// Pages 2 and 50 are read at their bound offset (on PostgreSQL in two statements:
// pageInTwoStatements). Paging on (101 → 104, 150 → 151) reads after where the
// previous page ended.
const PAGES = [2, 50, 100, 101, 102, 103, 104, 150, 151, 201, 235, 236];

describe('deep pages after remembered positions', () => {
  it.each(SORTS)('equal OFFSET pages around and past the positions (%o)', async (sort) => {
    for (const page of PAGES)
      expect(await apiPage(sort, page)).toEqual(await offsetPage(sort, page));
    // Asked again: now read after the remembered positions.
    for (const page of [...PAGES].reverse())
      expect(await apiPage(sort, page)).toEqual(await offsetPage(sort, page));
    expect(await apiPage(sort, 236)).toEqual([]);
  });

  it('equal OFFSET pages with another page size, paging on past a step', async () => {
    const sized = async (page: number) => {
      const params = new URLSearchParams({ journal_id: String(journal), per_page: '25' });
      params.set('page', String(page));
      return idsOf(await getAs(t, `/manuscripts?${params}`, editor));
    };
    const offsetSized = async (page: number) =>
      (
        await manuscriptsQuery(
          t.db,
          { journal_id: journal },
          { order: resolveOrder({}), assigned: false },
        )
          .clearSelect()
          .select('m.id')
          .limit(25)
          .offset((page - 1) * 25)
          .execute()
      ).map((r) => r.id);
    for (const page of [39, 40, 41, 42, 80, 81, 79, 94]) {
      expect(await sized(page)).toEqual(await offsetSized(page));
    }
  });

  it('stay exact after an insert, an edit and a deletion', async () => {
    const sort = { sort: 'title' };
    await apiPage(sort, 150);
    expect(await totalOf()).toBe(COUNT);
    const [first] = await t.db
      .insertInto('manuscripts')
      .values({
        journal_id: journal,
        submitter_id: t.users.author.id,
        title: 'Aardvark 0',
        abstract: 'x',
        keywords: '[]',
        manuscript_type: 'research_article',
        status: 'draft',
        version: 1,
        created_at: iso(5_000),
        updated_at: iso(5_000),
      })
      .returning('id')
      .execute();
    // Read after its remembered position with the write count (deepPage), which moved.
    expect(await apiPage(sort, 150)).toEqual(await offsetPage(sort, 150));
    // The remembered count moved with the insert too, on a deep page as on page 1.
    expect(await totalOf('&sort=title&page=150')).toBe(COUNT + 1);
    expect(await totalOf()).toBe(COUNT + 1);
    await t.db
      .updateTable('manuscripts')
      .set({ title: 'zzz last' })
      .where('id', '=', first!.id)
      .execute();
    expect(await apiPage(sort, 150)).toEqual(await offsetPage(sort, 150));
    await t.db.deleteFrom('manuscripts').where('id', '=', first!.id).execute();
    const middle = (await offsetPage(sort, 120))[0]!;
    await t.db.deleteFrom('manuscripts').where('id', '=', middle).execute();
    expect(await apiPage(sort, 150)).toEqual(await offsetPage(sort, 150));
    expect(await apiPage(sort, 101)).toEqual(await offsetPage(sort, 101));
    expect(await totalOf()).toBe(COUNT - 1);
  });

  // Every row's abstract has the word: a search as long as the list. On PostgreSQL a
  // search's page is read in two statements, its ids and then their rows
  // (pageInTwoStatements).
  it.each<Record<string, string>>([{}, { sort: 'title' }])(
    'a search equals OFFSET pages, and stays exact after a deletion (%o)',
    async (sort) => {
      const searched = { ...sort, search: 'abstract' };
      for (const page of [1, 2, 100, 101, 150, 236])
        expect(await apiPage(searched, page)).toEqual(await offsetPage(searched, page));
      const [middle] = await offsetPage(searched, 120);
      await t.db.deleteFrom('manuscripts').where('id', '=', middle!).execute();
      for (const page of [1, 101, 150])
        expect(await apiPage(searched, page)).toEqual(await offsetPage(searched, page));
      expect(await totalOf('&search=abstract')).toBe(await totalOf());
    },
  );

  it('an empty shallow page still counts what the last write left (shallowPage)', async () => {
    const small = await insertJournal(t);
    // Page 2 of a list of one row is empty: no row to read the write count from.
    const pageTwo = async () =>
      (await getAs(t, `/manuscripts?journal_id=${small}&page=2`, editor)).json() as {
        data: unknown[];
        meta: { total: number };
      };
    await insertRows(t.db, 'manuscripts', [
      {
        journal_id: small,
        submitter_id: t.users.author.id,
        title: 'The only one',
        abstract: 'x',
        keywords: '[]',
        manuscript_type: 'research_article',
        status: 'draft',
        version: 1,
        created_at: iso(1),
        updated_at: iso(1),
      },
    ]);
    expect(await pageTwo()).toMatchObject({ data: [], meta: { total: 1 } });
    await t.db.deleteFrom('manuscripts').where('journal_id', '=', small).execute();
    expect(await pageTwo()).toMatchObject({ data: [], meta: { total: 0 } });
  });
});
