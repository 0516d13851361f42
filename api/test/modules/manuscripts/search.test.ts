// Full-text search (SQLite FTS5 / PostgreSQL tsvector): matching, prefixes,
// keeping the index in sync, and hostile input that must never be syntax.
import { fts5Query, tsQuery } from '../../../src/db/dialect/full-text';
import { searchTerms } from '../../../src/modules/manuscripts/search';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { api, createManuscript, insertJournal, tokenOf, withTempDataDir } from './helpers/content';

withTempDataDir();
let t: TestApp;
let editor: string;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await buildTestApp();
  editor = await tokenOf(t, 'editor-in-chief');
  const author = await tokenOf(t, 'author');
  const journal = await insertJournal(t);
  ids = {
    proteins: await createManuscript(t, author, journal, {
      title: 'Protein folding with transformers',
      abstract: 'Structure prediction at scale.',
      keywords: 'biology, deep learning',
    }),
    climate: await createManuscript(t, author, journal, {
      title: 'Climate models of the Sahel',
      abstract: 'Rainfall variability and protein-rich crops.',
      keywords: 'climate, agriculture',
    }),
    cafe: await createManuscript(t, author, journal, {
      title: 'Café culture in Vienna',
      abstract: 'An ethnography of coffee houses.',
      keywords: 'sociology',
    }),
  };
});
afterAll(async () => t.close());

const search = async (text: string, token = editor) => {
  const res = await t.app.inject({
    method: 'GET',
    url: api('/manuscripts'),
    query: { search: text },
    headers: t.authHeader(token),
  });
  return res;
};
const found = async (text: string) =>
  ((await search(text)).json().data as { id: number }[]).map((m) => m.id).sort();

describe('terms', () => {
  it('keeps letters and digits only, at most 8 terms of 64 characters', () => {
    expect(searchTerms('"Protein" AND (folding* OR NEAR(x y))')).toEqual([
      'protein',
      'and',
      'folding',
      'or',
      'near',
      'x',
      'y',
    ]);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('x'.repeat(100))[0]).toHaveLength(64);
    expect(searchTerms('*** ()" \'')).toEqual([]);
  });

  it('builds quoted FTS5 and tsquery expressions with a prefix last term', () => {
    expect(fts5Query(['protein', 'fol'])).toBe('"protein" "fol"*');
    expect(tsQuery(['protein', 'fol'])).toBe('protein & fol:*');
  });
});

describe('matching', () => {
  it('searches title, abstract and keywords; all terms must match', async () => {
    expect(await found('protein')).toEqual([ids.proteins, ids.climate].sort());
    expect(await found('protein folding')).toEqual([ids.proteins]);
    expect(await found('agriculture')).toEqual([ids.climate]);
    expect(await found('transformers sahel')).toEqual([]);
  });

  it('matches prefixes of the last term, ignoring case', async () => {
    expect(await found('TRANSFORM')).toEqual([ids.proteins]);
    expect(await found('ethno')).toEqual([ids.cafe]);
  });

  it('combines with filters and visibility', async () => {
    const other = await t.createUser({ roles: ['author'] });
    const res = await search('protein', await t.tokenForUser(other.id));
    expect(res.json().data).toEqual([]);
    const filtered = await t.app.inject({
      method: 'GET',
      url: api('/manuscripts'),
      query: { search: 'protein', status: 'submitted' },
      headers: t.authHeader(editor),
    });
    expect(filtered.json().meta.total).toBe(0);
  });

  it('follows updates and deletions', async () => {
    const author = await tokenOf(t, 'author');
    const id = await createManuscript(t, author, await insertJournal(t), {
      title: 'Zeppelin engineering',
    });
    expect(await found('zeppelin')).toEqual([id]);
    await t.app.inject({
      method: 'PUT',
      url: api(`/manuscripts/${id}`),
      headers: t.authHeader(author),
      payload: { title: 'Airship engineering' },
    });
    expect(await found('zeppelin')).toEqual([]);
    expect(await found('airship')).toEqual([id]);
    await t.app.inject({
      method: 'DELETE',
      url: api(`/manuscripts/${id}`),
      headers: t.authHeader(author),
    });
    expect(await found('airship')).toEqual([]);
  });
});

describe('hostile input', () => {
  it.each([
    '"',
    '"unbalanced',
    "'; drop table manuscripts; --",
    '*',
    'protein*',
    '* OR 1=1',
    'NEAR(protein folding, 2)',
    'protein NEAR folding',
    '((protein)',
    ')',
    'title:protein',
    '-protein',
    '^protein',
    'protein AND NOT folding',
    '!!',
    '\\',
    '%_%',
    '&|!:*',
    '<->',
    '💥 protein',
    'a'.repeat(200),
  ])('%j never fails', async (text) => {
    const res = await search(text);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().data)).toBe(true);
  });

  it('operators are plain words, not syntax', async () => {
    // "protein NEAR folding": NEAR is just a term that matches nothing here.
    expect(await found('protein NEAR folding')).toEqual([]);
    expect(await found('(protein) "folding"')).toEqual([ids.proteins]);
  });

  it('text without a searchable term does not filter', async () => {
    expect((await search('*** ()')).json().meta.total).toBe(3);
  });

  it('a search over 200 characters is a validation error, not a crash', async () => {
    const res = await search('x'.repeat(201));
    expect(res.statusCode).toBe(422);
  });
});
