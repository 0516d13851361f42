// Co-author access: an explicit link (user_id) or an email
// the account has verified; registering someone's address gives nothing.
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
let journalId: number;
beforeAll(async () => {
  t = await buildTestApp();
  journalId = await insertJournal(t);
});
afterAll(async () => t.close());

async function registerAs(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: api('/auth/register'),
    payload: {
      name: 'Eve Intruder',
      email,
      password: 'eve-secret-77',
      password_confirmation: 'eve-secret-77',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { user: { id: number }; access_token: string };
}

/** A draft by the author listing `coAuthorEmail` as its second author. */
const draftListing = async (coAuthorEmail: string) =>
  createManuscript(t, await tokenOf(t, 'author'), journalId, {
    'authors[1][first_name]': 'Grace',
    'authors[1][last_name]': 'Hopper',
    'authors[1][email]': coAuthorEmail,
    'authors[1][institution]': 'Yale',
    'authors[1][is_corresponding]': '0',
    'authors[1][author_order]': '2',
  });

const reach = (id: number, token: string) =>
  Promise.all([
    t.app.inject({ method: 'GET', url: api(`/manuscripts/${id}`), headers: t.authHeader(token) }),
    t.app.inject({
      method: 'GET',
      url: api(`/manuscripts/${id}/revisions`),
      headers: t.authHeader(token),
    }),
    t.app.inject({
      method: 'GET',
      url: api('/manuscripts/user/my-manuscripts'),
      headers: t.authHeader(token),
    }),
  ]);

it('an unverified address listed as co-author gives no access', async () => {
  const id = await draftListing('grace@example.org');
  const eve = await registerAs('grace@example.org');
  const [one, revisions, mine] = await reach(id, eve.access_token);
  expect(one.statusCode).toBe(404);
  expect(revisions.statusCode).toBe(404);
  expect(mine.json().data.map((m: { id: number }) => m.id)).not.toContain(id);
  const replace = await t.app.inject({
    method: 'POST',
    url: api(`/manuscripts/${id}/authors`),
    headers: t.authHeader(eve.access_token),
    payload: { authors: [{ user_id: eve.user.id, is_corresponding: true, author_order: 1 }] },
  });
  expect(replace.statusCode).toBe(404);
});

it('a draft saved after an unverified account registered does not link to it', async () => {
  const eve = await registerAs('hedy@example.org');
  const id = await draftListing('hedy@example.org');
  const row = await t.db
    .selectFrom('manuscript_authors')
    .select('user_id')
    .where('manuscript_id', '=', id)
    .where('email', '=', 'hedy@example.org')
    .executeTakeFirstOrThrow();
  expect(row.user_id).toBeNull();
  expect((await reach(id, eve.access_token))[0].statusCode).toBe(404);
});

it('the same address, once verified, gives access', async () => {
  const id = await draftListing('katherine@example.org');
  const kat = await registerAs('katherine@example.org');
  // The verification mail, as the outbox holds it.
  const link = await t.db
    .selectFrom('mail_outbox')
    .select('body')
    .where('address', '=', 'katherine@example.org')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = decodeURIComponent(/token=(\S+)/.exec(link.body)![1]!);
  const verify = await t.app.inject({
    method: 'POST',
    url: api('/auth/email/verify'),
    payload: { token },
  });
  expect(verify.statusCode).toBe(200);
  const [one, revisions, mine] = await reach(id, kat.access_token);
  expect(one.statusCode).toBe(200);
  expect(revisions.statusCode).toBe(200);
  expect(mine.json().data.map((m: { id: number }) => m.id)).toContain(id);
});

it('an explicit link by user_id gives access, verified or not', async () => {
  const id = await draftListing('someone-else@example.org');
  const linked = await registerAs('mary@example.org');
  const author = await tokenOf(t, 'author');
  const res = await t.app.inject({
    method: 'POST',
    url: api(`/manuscripts/${id}/authors`),
    headers: t.authHeader(author),
    payload: { authors: [{ user_id: linked.user.id, is_corresponding: false, author_order: 3 }] },
  });
  expect(res.statusCode).toBe(200);
  expect((await reach(id, linked.access_token))[0].statusCode).toBe(200);
});
