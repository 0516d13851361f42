// The journal's maximum of open reviews per reviewer, read and changed with
// its other correspondence settings (journals/{id}/correspondence): 4 by
// default, null for no limit, left as it was when a PUT leaves it out, and a
// bad value refused at its field with nothing written.
import { CORRESPONDENCE_DEFAULTS } from '@colophon/shared/contracts';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { call } from '../decisions/helpers';
import { insertJournal, tokenOf, withTempDataDir } from '../manuscripts/helpers/content';

withTempDataDir();
let t: TestApp;
let request: ReturnType<typeof call>;
let journal: number;

beforeAll(async () => {
  t = await buildTestApp();
  request = call(t);
  journal = await insertJournal(t, { title: 'Journal of Loads' });
});
afterAll(async () => t.close());

const limit = async () =>
  (
    await t.db
      .selectFrom('journals')
      .select('max_open_reviews')
      .where('id', '=', journal)
      .executeTakeFirstOrThrow()
  ).max_open_reviews;

const put = async (
  body: object,
  role: 'admin' | 'editor-in-chief' | 'associate-editor' = 'admin',
) =>
  request('PUT', `/journals/${journal}/correspondence`, await tokenOf(t, role), {
    ...CORRESPONDENCE_DEFAULTS,
    ...body,
  });

it('is 4 for a new journal and is read with the schedule', async () => {
  const res = await request(
    'GET',
    `/journals/${journal}/correspondence`,
    await tokenOf(t, 'admin'),
  );
  expect(res.json().data.max_open_reviews).toBe(4);
});

it("the journal's editors-in-chief set a number or no limit; left out, it stays", async () => {
  const set = await put({ max_open_reviews: 7 }, 'editor-in-chief');
  expect(set.statusCode).toBe(200);
  expect(set.json().data.max_open_reviews).toBe(7);
  expect(await limit()).toBe(7);
  const unset = await put({ max_open_reviews: null });
  expect(unset.json().data.max_open_reviews).toBeNull();
  expect(await limit()).toBeNull();
  await put({ max_open_reviews: 3 });
  const omitted = await put({ revision_due_days: 40 });
  expect(omitted.statusCode).toBe(200);
  expect(omitted.json().data).toMatchObject({ revision_due_days: 40, max_open_reviews: 3 });
  expect(await limit()).toBe(3);
});

it.each([[0], [51], [2.5], ['4']])('refuses %p at the field and writes nothing', async (value) => {
  const before = await limit();
  const res = await put({ max_open_reviews: value });
  expect(res.statusCode).toBe(422);
  expect(Object.keys(res.json().errors)).toEqual(['max_open_reviews']);
  expect(await limit()).toBe(before);
});

it('answers in Urdu, and refuses associate editors before reading the body', async () => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/journals/${journal}/correspondence`,
    headers: { ...t.authHeader(await tokenOf(t, 'admin')), 'accept-language': 'ur' },
    payload: { ...CORRESPONDENCE_DEFAULTS, max_open_reviews: 0 },
  });
  expect(res.json().errors.max_open_reviews[0]).toBe(
    'کھلے جائزوں کی 1 سے 50 تک پوری تعداد درج کریں، یا کوئی حد نہ رکھنے کے لیے خالی چھوڑ دیں',
  );
  expect((await put({ max_open_reviews: 0 }, 'associate-editor')).statusCode).toBe(403);
});
