// Reading the outbox: administrators list every mail (state, search by
// recipient or subject, manuscript; newest first; paged) and open one; a
// manuscript's mail is its editors' (authors and reviewers are refused, others
// do not see the manuscript at all); a sensitive mail never shows its body.
import { enqueueMail } from '../../../src/modules/mail';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { call } from '../decisions/helpers';
import {
  assignReviewer,
  createManuscript,
  forceStatus,
  insertJournal,
  tokenOf,
  withTempDataDir,
} from '../manuscripts/helpers/content';

withTempDataDir();
let t: TestApp;
let request: ReturnType<typeof call>;
let admin: string;
let manuscript: number;
let other: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  request = call(t);
  admin = await tokenOf(t, 'admin');
  const journal = await insertJournal(t);
  const author = await tokenOf(t, 'author');
  manuscript = await createManuscript(t, author, journal, { title: 'Monsoon models' });
  other = await createManuscript(t, author, journal, { title: 'Glacier flows' });
  await forceStatus(t, manuscript, 'under_review');
  await assignReviewer(t, manuscript, t.users.reviewer.id);
  const mail = (
    name: string,
    fields: { to: string; userId?: number; manuscriptId?: number; subject: string },
    sensitive = false,
  ) =>
    enqueueMail(t.db, {
      to: fields.to,
      userId: fields.userId ?? null,
      manuscriptId: fields.manuscriptId ?? null,
      templateKey: fields.manuscriptId ? 'decision_accept' : null,
      locale: 'en',
      subject: fields.subject,
      body: `Body of ${name}`,
      sensitive,
    }).then((id) => (ids[name] = id));
  await mail('decision', {
    to: t.users.author.email,
    userId: t.users.author.id,
    manuscriptId: manuscript,
    subject: 'Decision on Monsoon models',
  });
  await mail('invitation', {
    to: t.users.reviewer.email,
    userId: t.users.reviewer.id,
    manuscriptId: manuscript,
    subject: 'Invitation to review Monsoon models',
  });
  await mail('glacier', { to: 'x@example.org', manuscriptId: other, subject: 'Glacier letter' });
  await mail('verify', { to: 'new@example.org', subject: 'Verify your email address' }, true);
  await t.db
    .updateTable('mail_outbox')
    .set({ state: 'failed', error: '550 Recipient address rejected', attempts: 1 })
    .where('id', '=', ids.glacier!)
    .execute();
  await t.db
    .updateTable('mail_outbox')
    .set({ state: 'kept' })
    .where('id', '!=', ids.glacier!)
    .execute();
});
afterAll(async () => t.close());

const list = (query: string, token = admin) => request('GET', `/outbox${query}`, token);

describe('GET outbox (administrators)', () => {
  it('lists every mail newest first, paged', async () => {
    const res = await list('?per_page=3');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((m: { id: number }) => m.id)).toEqual([
      ids.verify,
      ids.glacier,
      ids.invitation,
    ]);
    expect(body.meta).toEqual({ current_page: 1, per_page: 3, last_page: 2, total: 4 });
    expect(body.data[2]).toMatchObject({
      address: t.users.reviewer.email,
      recipient_name: t.users.reviewer.name,
      manuscript_id: manuscript,
      template_key: 'decision_accept',
      state: 'kept',
      body: 'Body of invitation',
      sensitive: false,
    });
    const second = (await list('?per_page=3&page=2')).json();
    expect(second.data.map((m: { id: number }) => m.id)).toEqual([ids.decision]);
  });

  it('filters by state, by recipient or subject, and by manuscript', async () => {
    const ofQuery = async (query: string) =>
      (await list(query)).json().data.map((m: { id: number }) => m.id);
    expect(await ofQuery('?state=failed')).toEqual([ids.glacier]);
    expect((await list('?state=failed')).json().data[0].error).toBe(
      '550 Recipient address rejected',
    );
    expect(await ofQuery('?search=GLACIER')).toEqual([ids.glacier]);
    expect(await ofQuery(`?search=${encodeURIComponent(t.users.reviewer.name)}`)).toEqual([
      ids.invitation,
    ]);
    expect(await ofQuery('?search=new@example')).toEqual([ids.verify]);
    expect(await ofQuery(`?manuscript_id=${manuscript}`)).toEqual([ids.invitation, ids.decision]);
    expect(await ofQuery(`?manuscript_id=${manuscript}&state=failed`)).toEqual([]);
    const bad = await list('?state=lost');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('state');
  });

  it('is for administrators only', async () => {
    for (const role of ['editor-in-chief', 'associate-editor', 'reviewer', 'author'] as const) {
      expect((await list('', await tokenOf(t, role))).statusCode).toBe(403);
      expect(
        (await request('GET', `/outbox/${ids.decision}`, await tokenOf(t, role))).statusCode,
      ).toBe(403);
    }
    expect((await request('GET', '/outbox')).statusCode).toBe(401);
  });
});

describe('GET outbox/{id}', () => {
  it('shows a mail; a sensitive one without its body', async () => {
    const plain = await request('GET', `/outbox/${ids.decision}`, admin);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).toMatchObject({ body: 'Body of decision', sensitive: false });
    const sensitive = await request('GET', `/outbox/${ids.verify}`, admin);
    expect(sensitive.json().data).toMatchObject({
      subject: 'Verify your email address',
      body: null,
      sensitive: true,
    });
    expect(sensitive.body).not.toContain('Body of verify');
    expect(JSON.stringify((await list('')).json())).not.toContain('Body of verify');
    expect((await request('GET', '/outbox/999999', admin)).statusCode).toBe(404);
    expect((await request('GET', '/outbox/abc', admin)).statusCode).toBe(404);
  });
});

describe('GET manuscripts/{id}/mail', () => {
  const mailOf = (id: number, token: string) => request('GET', `/manuscripts/${id}/mail`, token);

  it("lists the manuscript's mail for its journal's editors and administrators", async () => {
    for (const token of [await tokenOf(t, 'editor-in-chief'), admin]) {
      const res = await mailOf(manuscript, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((m: { id: number }) => m.id)).toEqual([
        ids.invitation,
        ids.decision,
      ]);
    }
  });

  it('refuses its author and its reviewer; hides it from anyone else', async () => {
    expect((await mailOf(manuscript, await tokenOf(t, 'author'))).statusCode).toBe(403);
    expect((await mailOf(manuscript, await tokenOf(t, 'reviewer'))).statusCode).toBe(403);
    const stranger = await t.createUser({ roles: ['author'] });
    expect((await mailOf(manuscript, await t.tokenForUser(stranger.id))).statusCode).toBe(404);
    expect((await mailOf(999999, admin)).statusCode).toBe(404);
  });
});
