// /mail-templates over HTTP: who may read and edit which letters, the 422 at
// the field naming an unknown merge field, saving and reverting (a retry
// never duplicates a row), and the preview with a real manuscript.
import { buildTestApp, type TestApp, type TestUser } from '../../helpers/test-app';
import { call } from '../decisions/helpers';
import {
  createManuscript,
  insertJournal,
  tokenOf,
  withTempDataDir,
} from '../manuscripts/helpers/content';

withTempDataDir();
let t: TestApp;
let request: ReturnType<typeof call>;
let admin: string;
let journal: number;
let otherJournal: number;
let chief: TestUser;
let otherChief: TestUser;
let manuscript: number;
let foreignManuscript: number;

const TEXT = {
  subject: 'Revisions for {{manuscript.title}}',
  body: 'Dear {{recipient.name}},\n\nPlease revise by {{due_date}}.\n\n{{reviews}}',
};

beforeAll(async () => {
  t = await buildTestApp();
  request = call(t);
  admin = await tokenOf(t, 'admin');
  journal = await insertJournal(t, {
    title: 'Journal of Letters',
    peer_review_type: 'double_blind',
  });
  otherJournal = await insertJournal(t, { title: 'Other Journal' });
  chief = await t.createUser({ roles: ['editor-in-chief'], name: 'Clara Chief' });
  otherChief = await t.createUser({ roles: ['editor-in-chief'], name: 'Otto Other' });
  for (const [id, member] of [
    [journal, chief],
    [otherJournal, otherChief],
  ] as const) {
    const res = await request('PUT', `/journals/${id}/team`, admin, {
      editors_in_chief: [member.id],
      associate_editors: [],
    });
    expect(res.statusCode).toBe(200);
  }
  const author = await tokenOf(t, 'author');
  manuscript = await createManuscript(t, author, journal, { title: 'Letters on Letters' });
  foreignManuscript = await createManuscript(t, author, otherJournal);
});
afterAll(async () => t.close());

const path = (key = 'decision_major_revisions', locale = 'ur') =>
  `/mail-templates/${key}/${locale}`;
const rows = () => t.db.selectFrom('mail_templates').selectAll().execute();

describe('permissions', () => {
  it('administrators read and edit the platform and every journal', async () => {
    for (const role of ['admin', 'super-admin'] as const) {
      const token = await tokenOf(t, role);
      expect((await request('GET', '/mail-templates', token)).statusCode).toBe(200);
      expect(
        (await request('GET', `/mail-templates?journal_id=${otherJournal}`, token)).statusCode,
      ).toBe(200);
      expect((await request('PUT', path(), token, { journal_id: null, ...TEXT })).statusCode).toBe(
        200,
      );
    }
    await request('DELETE', path(), admin);
  });

  it("a journal's editor-in-chief edits that journal's letters only", async () => {
    const token = await t.tokenForUser(chief.id);
    expect((await request('GET', `/mail-templates?journal_id=${journal}`, token)).statusCode).toBe(
      200,
    );
    const saved = await request('PUT', path(), token, { journal_id: journal, ...TEXT });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      source: 'journal',
      updated_by: { id: chief.id, name: 'Clara Chief' },
    });
    // The platform's defaults and another journal's letters are not theirs.
    expect((await request('GET', '/mail-templates', token)).statusCode).toBe(403);
    expect((await request('PUT', path(), token, { journal_id: null, ...TEXT })).statusCode).toBe(
      403,
    );
    const other = await t.tokenForUser(otherChief.id);
    expect((await request('GET', `/mail-templates?journal_id=${journal}`, other)).statusCode).toBe(
      403,
    );
    expect((await request('PUT', path(), other, { journal_id: journal, ...TEXT })).statusCode).toBe(
      403,
    );
    expect((await request('DELETE', `${path()}?journal_id=${journal}`, other)).statusCode).toBe(
      403,
    );
    await request('DELETE', `${path()}?journal_id=${journal}`, token);
  });

  it('authors, reviewers and associate editors are refused; signed out is 401; a missing journal 404', async () => {
    for (const role of ['author', 'reviewer', 'associate-editor'] as const) {
      const token = await tokenOf(t, role);
      expect(
        (await request('GET', `/mail-templates?journal_id=${journal}`, token)).statusCode,
      ).toBe(403);
      expect(
        (await request('PUT', path(), token, { journal_id: journal, ...TEXT })).statusCode,
      ).toBe(403);
    }
    expect((await request('GET', '/mail-templates')).statusCode).toBe(401);
    const missing = await request('GET', '/mail-templates?journal_id=999999', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Journal not found');
    expect((await request('GET', '/mail-templates/no_such_letter/en', admin)).statusCode).toBe(404);
    expect((await request('GET', '/mail-templates/decision_accept/fr', admin)).statusCode).toBe(
      404,
    );
  });
});

describe('PUT and DELETE', () => {
  it('refuses an unknown merge field at its field, naming it, and saves nothing', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1${path()}`,
      headers: t.authHeader(admin),
      payload: {
        journal_id: journal,
        subject: 'For {{author.nam}}',
        body: 'Dear {{recipient.name}} {{accept_link}}',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      subject: ['Unknown merge field {{author.nam}}'],
      body: ['The merge field {{accept_link}} cannot be used in this letter'],
    });
    const urdu = await t.app.inject({
      method: 'PUT',
      url: `/api/v1${path()}`,
      headers: { ...t.authHeader(admin), 'accept-language': 'ur' },
      payload: { journal_id: journal, subject: 'ok', body: 'a\n{{#if reviews}}' },
    });
    expect(urdu.statusCode).toBe(422);
    expect(urdu.json().errors.body[0]).toMatch(/^سطر \d+ کے قریب متن پڑھا نہیں جا سکا/);
    const blank = await request('PUT', path(), admin, {
      journal_id: journal,
      subject: ' ',
      body: '',
    });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors).sort()).toEqual(['body', 'subject']);
    expect(await rows()).toEqual([]);
  });

  it('saves, reads back, saves again without a duplicate, and reverts to the default', async () => {
    for (let i = 0; i < 2; i++) {
      expect(
        (await request('PUT', path(), admin, { journal_id: journal, ...TEXT })).statusCode,
      ).toBe(200);
    }
    expect(await rows()).toHaveLength(1);
    const read = await request('GET', `${path()}?journal_id=${journal}`, admin);
    expect(read.json().data).toMatchObject({ ...TEXT, source: 'journal', journal_id: journal });
    expect(read.json().data.fields).toContain('reviews');
    const list = (await request('GET', `/mail-templates?journal_id=${journal}`, admin)).json().data;
    expect(list).toHaveLength(13 * 3);
    expect(
      list.find(
        (r: { key: string; locale: string }) =>
          r.key === 'decision_major_revisions' && r.locale === 'ur',
      ),
    ).toMatchObject({ source: 'journal', subject: TEXT.subject });
    // The platform's default of the same letter is a row of its own.
    expect(
      (await request('PUT', path(), admin, { journal_id: null, ...TEXT, subject: 'P' })).statusCode,
    ).toBe(200);
    expect(
      (await request('PUT', path(), admin, { journal_id: null, ...TEXT, subject: 'P2' }))
        .statusCode,
    ).toBe(200);
    expect(await rows()).toHaveLength(2);

    const reverted = await request('DELETE', `${path()}?journal_id=${journal}`, admin);
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json().data).toMatchObject({
      source: 'platform',
      subject: 'P2',
      updated_at: null,
    });
    const platform = await request('DELETE', path(), admin);
    expect(platform.json().data.source).toBe('built_in');
    expect(platform.json().data.subject).toBe('بڑی ترامیم درکار ہیں: “{{manuscript.title}}”');
    expect((await request('DELETE', path(), admin)).statusCode).toBe(200);
    expect(await rows()).toEqual([]);
  });
});

describe('POST preview', () => {
  const preview = (body: object, token = admin) =>
    request('POST', `${path()}/preview`, token, body);

  it('merges unsaved text with a manuscript of the journal, for its author', async () => {
    const res = await preview(
      { journal_id: journal, manuscript_id: manuscript, ...TEXT },
      await t.tokenForUser(chief.id),
    );
    expect(res.statusCode).toBe(200);
    const { subject, body } = res.json().data;
    expect(subject).toBe('Revisions for Letters on Letters');
    expect(body).toContain(`Dear ${t.users.author.name},`);
    expect(body).toMatch(/Please revise by \S.+\./);
    expect(body).toContain('جائزہ کار 1');
  });

  it("answers 404 for a manuscript the editor cannot read, 422 for another journal's, 422 for an unknown field", async () => {
    const other = await t.tokenForUser(otherChief.id);
    expect(
      (await preview({ journal_id: journal, manuscript_id: manuscript, ...TEXT }, other))
        .statusCode,
    ).toBe(403);
    expect((await preview({ journal_id: null, manuscript_id: 999999, ...TEXT })).statusCode).toBe(
      404,
    );
    const foreign = await preview({
      journal_id: journal,
      manuscript_id: foreignManuscript,
      ...TEXT,
    });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['manuscript_id']);
    const unknown = await preview({
      journal_id: journal,
      manuscript_id: manuscript,
      subject: 'x',
      body: '{{editor.nme}}',
    });
    expect(unknown.json().errors).toEqual({ body: ['Unknown merge field {{editor.nme}}'] });
  });
});
