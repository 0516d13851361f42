// The last word of a search is a prefix (search as you type). On SQLite the
// prefix is answered as the indexed words it stands for (db/dialect/fts5-prefix.ts), kept
// while the manuscripts are unchanged: a word written after a search is found
// by the next one, a prefix with a non-ASCII letter or one standing for very
// many words still matches every word it starts. Both databases give the
// same hits.
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import {
  api,
  createManuscript,
  insertJournal,
  tokenOf,
  withTempDataDir,
} from '../manuscripts/helpers/content';

withTempDataDir();
let t: TestApp;
let admin: string;
let author: string;
let journal: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenOf(t, 'admin');
  author = await tokenOf(t, 'author');
  journal = await insertJournal(t, { title: 'Marine Letters' });
});
afterAll(async () => t.close());

const titlesFound = async (q: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: api('/search'),
    query: { q, types: 'manuscripts', limit: '50' },
    headers: t.authHeader(admin),
  });
  expect(res.statusCode).toBe(200);
  const items = res.json().data.groups[0].items as { title: { text: string } }[];
  return items.map((i) => i.title.text).sort();
};
const write = (title: string, abstract = 'A study.') =>
  createManuscript(t, author, journal, { title, abstract });

it('finds a word written after the same prefix was searched', async () => {
  await write('Coral reefs of the north');
  expect(await titlesFound('coral reef')).toEqual(['Coral reefs of the north']);
  await write('Coral reefscapes at dawn');
  expect(await titlesFound('coral reef')).toEqual([
    'Coral reefs of the north',
    'Coral reefscapes at dawn',
  ]);
  // An edit is a write too: a renamed manuscript is found by its new word.
  const id = await write('Kelp forests');
  expect(await titlesFound('coral reefb')).toEqual([]);
  await t.db
    .updateTable('manuscripts')
    .set({ title: 'Coral reefbuilders' })
    .where('id', '=', id)
    .execute();
  expect(await titlesFound('coral reefb')).toEqual(['Coral reefbuilders']);
});

it('matches a prefix with a non-ASCII letter, and one standing for many words', async () => {
  await write('Über die Ökologie der Küste');
  expect(await titlesFound('ökolo')).toEqual(['Über die Ökologie der Küste']);
  // 40 distinct words starting with "zq": more than are ever ORed.
  const words = Array.from({ length: 40 }, (_, i) => `zq${String.fromCharCode(97 + (i % 26))}${i}`);
  await write('Many words', words.join(' '));
  expect(await titlesFound('zq')).toEqual(['Many words']);
  expect(await titlesFound('zqa')).toEqual(['Many words']);
});

it('ranks a word in the title above one only in the abstract', async () => {
  await write('Seagrass meadows', 'On lagoons.');
  await write('Lagoon currents', 'No seagrass here.');
  const res = await t.app.inject({
    method: 'GET',
    url: api('/search'),
    query: { q: 'seagras', types: 'manuscripts' },
    headers: t.authHeader(admin),
  });
  const items = res.json().data.groups[0].items as { title: { text: string } }[];
  expect(items.map((i) => i.title.text)).toEqual(['Seagrass meadows', 'Lagoon currents']);
});

it('expands the prefix of the manuscripts list search alike', async () => {
  const listed = async (search: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: api('/manuscripts'),
      query: { search, per_page: '50' },
      headers: t.authHeader(admin),
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { title: string }[]).map((m) => m.title).sort();
  };
  expect(await listed('lagoon tid')).toEqual([]);
  await write('Lagoon tides');
  expect(await listed('lagoon tid')).toEqual(['Lagoon tides']);
  await write('Lagoon tidewater');
  expect(await listed('lagoon tid')).toEqual(['Lagoon tides', 'Lagoon tidewater']);
});
