// GET search: grouped, ranked hits with highlight ranges; every group as its
// list allows the reader; hostile or empty input is a 422 or an empty result.
import fc from 'fast-check';
import { highlightRanges, snippetOf } from '../../../src/modules/search/highlight';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import {
  api,
  assignReviewer,
  createManuscript,
  insertJournal,
  tokenOf,
  withTempDataDir,
} from '../manuscripts/helpers/content';

withTempDataDir();
let t: TestApp;
let admin: string;
let ids: Record<
  'titleJournal' | 'bodyJournal' | 'tag' | 'mine' | 'abstractOnly' | 'theirs',
  number
>;
let otherAuthor: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenOf(t, 'admin');
  const author = await tokenOf(t, 'author');
  const other = await t.createUser({ roles: ['author'], name: 'Zephyrine Other' });
  otherAuthor = await t.tokenForUser(other.id);
  const body = await insertJournal(t, { title: 'Ornithology Letters' });
  const described = await insertJournal(t, { title: 'General Science' });
  await t.db
    .updateTable('journals')
    .set({ description: 'Covers ornithology among other things.' })
    .where('id', '=', described)
    .execute();
  await t.db
    .insertInto('categories')
    .values({
      name: 'Ornithology',
      slug: 'ornithology',
      description: null,
      parent_id: null,
      is_active: true,
      sort_order: 0,
      created_at: '2026-01-01',
      updated_at: '2026-01-01',
    })
    .execute();
  const tag = await t.app.inject({
    method: 'POST',
    url: api('/tags'),
    headers: t.authHeader(admin),
    payload: { name: 'Ornithology field work' },
  });
  ids = {
    titleJournal: body,
    bodyJournal: described,
    tag: tag.json().data.id,
    mine: await createManuscript(t, author, body, {
      title: 'Migratory ornithology of swifts',
      abstract: 'Swifts fly far.',
    }),
    abstractOnly: await createManuscript(t, author, body, {
      title: 'Birds at night',
      abstract: 'An ornithology survey by radar.',
    }),
    theirs: await createManuscript(t, otherAuthor, body, {
      title: 'Ornithology of gulls',
      abstract: 'Gulls.',
    }),
  };
});
afterAll(async () => t.close());

type Hit = {
  id: number;
  type: string;
  title: { text: string; ranges: [number, number][] };
  snippet: { text: string; ranges: [number, number][] } | null;
};
type Group = { type: string; items: Hit[]; has_more: boolean; page: number };

const search = (query: Record<string, string>, token = admin, language?: string) =>
  t.app.inject({
    method: 'GET',
    url: api('/search'),
    query,
    headers: { ...t.authHeader(token), ...(language ? { 'accept-language': language } : {}) },
  });
const groups = async (q: string, token = admin, extra: Record<string, string> = {}) => {
  const res = await search({ q, ...extra }, token);
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json().data.groups as Group[]).map((g) => [g.type, g]));
};
const idsOf = (g: Group | undefined) => g?.items.map((h) => h.id);

describe('results', () => {
  it('groups every type, ranks title matches first and marks the matched words', async () => {
    const found = await groups('ornitho');
    expect(Object.keys(found)).toEqual(['journals', 'manuscripts', 'users', 'categories', 'tags']);
    expect(idsOf(found.journals)).toEqual([ids.titleJournal, ids.bodyJournal]);
    const first = found.journals!.items[0]!;
    expect(first.title).toEqual({ text: 'Ornithology Letters', ranges: [[0, 11]] });
    const second = found.journals!.items[1]!;
    expect(second.snippet).toEqual({
      text: 'Covers ornithology among other things.',
      ranges: [[7, 18]],
    });
    // Title matches outrank the abstract-only one.
    expect(idsOf(found.manuscripts)!.at(-1)).toBe(ids.abstractOnly);
    expect(idsOf(found.manuscripts)!.sort()).toEqual(
      [ids.mine, ids.abstractOnly, ids.theirs].sort(),
    );
    expect(idsOf(found.categories)).toHaveLength(1);
    expect(idsOf(found.tags)).toEqual([ids.tag]);
  });

  it('needs every word, and finds users by name or email', async () => {
    expect(idsOf((await groups('ornithology swifts')).manuscripts)).toEqual([ids.mine]);
    const users = (await groups('zephyr')).users!;
    expect(users.items.map((u) => u.title.text)).toEqual(['Zephyrine Other']);
    expect((await groups('editor-in-chief@test')).users!.items).toHaveLength(1);
  });

  it('limits each group and pages one type', async () => {
    const page1 = await groups('ornithology', admin, { types: 'manuscripts', limit: '2' });
    expect(Object.keys(page1)).toEqual(['manuscripts']);
    expect(page1.manuscripts).toMatchObject({ page: 1, has_more: true });
    expect(page1.manuscripts!.items).toHaveLength(2);
    const page2 = await groups('ornithology', admin, {
      types: 'manuscripts',
      limit: '2',
      page: '2',
    });
    expect(page2.manuscripts).toMatchObject({ page: 2, has_more: false });
    expect(page2.manuscripts!.items).toHaveLength(1);
  });

  it('keeps the index in sync with writes', async () => {
    await t.app.inject({
      method: 'PUT',
      url: api(`/journals/${ids.bodyJournal}`),
      headers: t.authHeader(admin),
      payload: { title: 'Quetzal Quarterly' },
    });
    expect(idsOf((await groups('quetzal')).journals)).toEqual([ids.bodyJournal]);
  });
});

describe('rights', () => {
  it('an author finds only their own manuscripts, and no users', async () => {
    const found = await groups('ornithology', await tokenOf(t, 'author'));
    expect(idsOf(found.manuscripts)!.sort()).toEqual([ids.mine, ids.abstractOnly].sort());
    expect(found.users).toBeUndefined();
    expect(idsOf(found.journals)).toHaveLength(2);
    const theirs = await groups('gulls', await tokenOf(t, 'author'));
    expect(theirs.manuscripts!.items).toEqual([]);
    expect(idsOf((await groups('gulls', otherAuthor)).manuscripts)).toEqual([ids.theirs]);
  });

  it('a reviewer finds the manuscripts assigned to them; editors find all; users only for administrators', async () => {
    const reviewer = await tokenOf(t, 'reviewer');
    expect((await groups('gulls', reviewer)).manuscripts!.items).toEqual([]);
    await assignReviewer(t, ids.theirs, t.users.reviewer.id);
    expect(idsOf((await groups('gulls', reviewer)).manuscripts)).toEqual([ids.theirs]);
    const editor = await groups('ornithology', await tokenOf(t, 'associate-editor'));
    expect(idsOf(editor.manuscripts)).toHaveLength(3);
    expect(editor.users).toBeUndefined();
    const asked = await groups('zephyr', await tokenOf(t, 'editor-in-chief'), { types: 'users' });
    expect(asked).toEqual({});
    expect(idsOf((await groups('zephyr', await tokenOf(t, 'super-admin'))).users)).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: api('/search?q=x') })).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it('answers 422 for an empty, blank or 1,000-character query, and for unknown types', async () => {
    for (const q of ['', '   ']) {
      const res = await search({ q });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.q).toEqual(['Type something to search for']);
    }
    expect((await search({})).statusCode).toBe(422);
    const long = await search({ q: 'a'.repeat(1000) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.q[0]).toMatch(/200 characters/);
    const types = await search({ q: 'x', types: 'journals,secrets' });
    expect(types.statusCode).toBe(422);
    expect(types.json().errors.types).toHaveLength(1);
    expect((await search({ q: 'x', limit: '0' })).statusCode).toBe(422);
    expect((await search({ q: 'x', limit: '51' })).statusCode).toBe(422);
    expect((await search({ q: '' }, admin, 'ur')).json().errors.q).toEqual([
      'تلاش کے لیے کچھ لکھیں',
    ]);
  });

  it('treats FTS syntax as plain characters: an empty result or a literal match, never a 500', async () => {
    for (const q of [
      '"',
      '*',
      '"*"',
      'NEAR(',
      'NEAR(a b',
      'ornith*',
      '"ornithology',
      'a OR b AND',
      '(((',
      '-',
      ':',
      '^x',
      "'; drop table tags; --",
      '🙂',
    ]) {
      const res = await search({ q });
      expect({ q, status: res.statusCode }).toEqual({ q, status: 200 });
    }
    // A NUL is no search text: refused at the field before any query runs (both databases).
    const nul = await search({ q: 'a\u0000b' });
    expect(nul.statusCode).toBe(422);
    expect(Object.keys(nul.json().errors ?? {})).toContain('q');
    const empty = (await search({ q: '"*"' })).json().data.groups as Group[];
    expect(empty.every((g) => g.items.length === 0)).toBe(true);
    expect(idsOf((await groups('"ornithology')).journals)).toHaveLength(2);
  });
});

describe('any text', () => {
  it('answers 200 or 422, never a 500, for arbitrary queries and types', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 260 }), fc.string({ maxLength: 60, unit: 'binary' })),
        fc.constantFrom(undefined, 'journals', 'manuscripts,tags', 'x', ''),
        async (q, types) => {
          const res = await search({ q, ...(types === undefined ? {} : { types }) });
          expect([200, 422]).toContain(res.statusCode);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('highlighting', () => {
  it('marks the whole words the terms start, in the original text', () => {
    expect(highlightRanges('Ornithology of ORNITHOLOGISTS and thornithology', ['ornith'])).toEqual([
      [0, 11],
      [15, 29],
    ]);
    expect(highlightRanges('Zürich zu', ['zu', 'zür'])).toEqual([
      [0, 6],
      [7, 9],
    ]);
    expect(highlightRanges('anything', [])).toEqual([]);
  });

  it('cuts a long text around its first match, between words', () => {
    const text = `${'lorem '.repeat(40)}target word ${'ipsum '.repeat(40)}`;
    const snippet = snippetOf([null, 'no match here', text], ['target'])!;
    // Cut between words, with ellipses.
    expect(snippet.text).toMatch(/^…lorem /);
    expect(snippet.text).toMatch(/ ipsum…$/);
    const [[s, e]] = snippet.ranges as [[number, number]];
    expect(snippet.text.slice(s, e)).toBe('target');
    expect(snippetOf(['nothing'], ['target'])).toBeNull();
  });
});
