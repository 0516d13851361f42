// Manuscripts are ranked among the newest MANUSCRIPT_CANDIDATES matches
// (search.repository.ts); the answer says when older matches exist, so the
// results page can say so and point to the list, which finds them all.
import { MANUSCRIPT_CANDIDATES } from '../../../src/modules/search/manuscript-hits.repository';
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
let newest: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenOf(t, 'admin');
  const author = await tokenOf(t, 'author');
  const journal = await insertJournal(t, { title: 'Marine Letters' });
  for (let i = 0; i <= MANUSCRIPT_CANDIDATES; i++) {
    newest = await createManuscript(t, author, journal, { title: `Kelp survey ${i}` });
  }
  await createManuscript(t, author, journal, { title: 'Seagrass survey' });
}, 120_000);
afterAll(async () => t.close());

const manuscriptsGroup = async (q: string, page = 1) => {
  const res = await t.app.inject({
    method: 'GET',
    url: api('/search'),
    query: { q, types: 'manuscripts,journals', limit: '50', page: String(page) },
    headers: t.authHeader(admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.groups as {
    type: string;
    items: { id: number }[];
    has_more: boolean;
    capped: boolean;
    candidates: number;
  }[];
};

it('ranks the newest matches, and says that older ones exist', async () => {
  const [manuscripts, journals] = await manuscriptsGroup('kelp');
  expect(manuscripts).toMatchObject({ type: 'manuscripts', capped: true });
  expect(manuscripts!.candidates).toBe(MANUSCRIPT_CANDIDATES);
  expect(manuscripts!.items).toHaveLength(50);
  expect(manuscripts!.items[0]!.id).toBe(newest);
  expect(journals).toMatchObject({ type: 'journals', capped: false });
  // The last page of the candidates has no next page: the oldest match is not among them.
  const last = Math.ceil(MANUSCRIPT_CANDIDATES / 50);
  const [end] = await manuscriptsGroup('kelp', last);
  expect(end!.has_more).toBe(false);
  expect(end!.items.length).toBe(MANUSCRIPT_CANDIDATES - (last - 1) * 50);
});

it('says nothing is left out when every match was ranked', async () => {
  const [manuscripts] = await manuscriptsGroup('seagrass');
  expect(manuscripts).toMatchObject({ capped: false, has_more: false });
  expect(manuscripts!.items).toHaveLength(1);
});
