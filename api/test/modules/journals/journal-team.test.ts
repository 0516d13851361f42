// GET and PUT journals/{id}/team: who may read and replace a journal's
// editorial team, the checks on its members (at their field), the whole-team
// replace with its audit, and the handling editor and candidates it governs.
import { buildTestApp, type TestApp, type TestUser } from '../../helpers/test-app';
import { call } from '../decisions/helpers';
import {
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
let journal: number;
let chiefA: TestUser;
let chiefB: TestUser;
let associate: TestUser;
let both: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  request = call(t);
  admin = await tokenOf(t, 'admin');
  journal = await insertJournal(t, { title: 'Journal of Teams' });
  chiefA = await t.createUser({ roles: ['editor-in-chief'], name: 'Alma Chief' });
  chiefB = await t.createUser({ roles: ['editor-in-chief'], name: 'Bruno Chief' });
  associate = await t.createUser({ roles: ['associate-editor'], name: 'Carla Associate' });
  both = await t.createUser({ roles: ['editor-in-chief', 'associate-editor'], name: 'Dora Both' });
});
afterAll(async () => t.close());

const put = (body: object, token = admin, id = journal) =>
  request('PUT', `/journals/${id}/team`, token, body);
const team = async (id = journal) => {
  const res = await request('GET', `/journals/${id}/team`, await tokenOf(t, 'author'));
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('GET journals/{id}/team', () => {
  it('any signed-in user reads it; a journal without a team falls back', async () => {
    const fresh = await insertJournal(t);
    expect(await team(fresh)).toEqual({
      editors_in_chief: [],
      associate_editors: [],
      falls_back: true,
    });
    expect((await request('GET', `/journals/${fresh}/team`)).statusCode).toBe(401);
  });

  it("answers 404 'Journal not found' for a missing journal", async () => {
    const res = await request('GET', '/journals/999999/team', admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Journal not found');
  });
});

describe('PUT journals/{id}/team', () => {
  it('administrators only', async () => {
    for (const role of ['admin', 'super-admin'] as const) {
      const res = await put(
        { editors_in_chief: [], associate_editors: [] },
        await tokenOf(t, role),
      );
      expect(res.statusCode).toBe(200);
    }
    for (const role of ['editor-in-chief', 'associate-editor', 'reviewer', 'author'] as const) {
      const res = await put(
        { editors_in_chief: [chiefA.id], associate_editors: [] },
        await tokenOf(t, role),
      );
      expect(res.statusCode).toBe(403);
    }
    expect((await put({ editors_in_chief: [], associate_editors: [] }, '')).statusCode).toBe(401);
    expect((await team()).falls_back).toBe(true);
  });

  it('replaces the whole team in one go, with an audit entry', async () => {
    const first = await put({ editors_in_chief: [chiefB.id, chiefA.id], associate_editors: [] });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Editorial team updated successfully');
    expect(first.json().data).toEqual({
      editors_in_chief: [
        { id: chiefA.id, name: 'Alma Chief', email: chiefA.email },
        { id: chiefB.id, name: 'Bruno Chief', email: chiefB.email },
      ],
      associate_editors: [],
      falls_back: false,
    });
    const second = await put({ editors_in_chief: [both.id], associate_editors: [associate.id] });
    expect(second.statusCode).toBe(200);
    expect(await team()).toEqual({
      editors_in_chief: [{ id: both.id, name: 'Dora Both', email: both.email }],
      associate_editors: [{ id: associate.id, name: 'Carla Associate', email: associate.email }],
      falls_back: false,
    });
    const audits = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'journal')
      .where('entity_id', '=', journal)
      .where('action', '=', 'team_updated')
      .orderBy('id')
      .execute();
    expect(audits.length).toBeGreaterThanOrEqual(2);
    const last = audits.at(-1)!;
    expect(JSON.parse(last.before!).editors_in_chief).toHaveLength(2);
    expect(JSON.parse(last.after!).associate_editors[0].id).toBe(associate.id);
  });

  it('refuses members without the role, twice-listed users and bad ids, at their field', async () => {
    const before = await team();
    const wrongRole = await put({
      editors_in_chief: [associate.id],
      associate_editors: [chiefA.id],
    });
    expect(wrongRole.statusCode).toBe(422);
    expect(wrongRole.json().errors).toEqual({
      editors_in_chief: ['Carla Associate does not hold the editor-in-chief role'],
      associate_editors: ['Alma Chief does not hold the associate-editor role'],
    });

    const twice = await put({ editors_in_chief: [both.id], associate_editors: [both.id] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ associate_editors: ['Dora Both is listed twice'] });

    const deleted = await t.createUser({ roles: ['editor-in-chief'], name: 'Gone Chief' });
    await t.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', deleted.id)
      .execute();
    const inactive = await put({ editors_in_chief: [deleted.id], associate_editors: [] });
    expect(inactive.json().errors.editors_in_chief).toEqual([
      'Gone Chief does not hold the editor-in-chief role',
    ]);

    const malformed = await put({ editors_in_chief: ['x'], associate_editors: 3 });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toMatchObject({
      editors_in_chief: ['Each member must be a user id'],
      associate_editors: ['Each member must be a user id'],
    });
    const missing = await put({ editors_in_chief: [chiefA.id] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.associate_editors).toBeDefined();

    // In German, too: messages are codes rendered in the request's language.
    const de = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/journals/${journal}/team`,
      headers: { ...t.authHeader(admin), 'accept-language': 'de' },
      payload: { editors_in_chief: [both.id], associate_editors: [both.id] },
    });
    expect(de.statusCode).toBe(422);
    expect(de.json().errors.associate_editors[0]).not.toBe('Dora Both is listed twice');
    expect(de.json().errors.associate_editors[0]).toContain('Dora Both');

    // A refused team leaves the stored one alone.
    expect(await team()).toEqual(before);
  });

  it('answers 404 for a missing journal', async () => {
    const res = await put({ editors_in_chief: [], associate_editors: [] }, admin, 999999);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Journal not found');
  });

  it('a member who loses the role no longer counts; the role falls back', async () => {
    const own = await insertJournal(t);
    const temp = await t.createUser({ roles: ['associate-editor'], name: 'Temp Associate' });
    expect(
      (await put({ editors_in_chief: [], associate_editors: [temp.id] }, admin, own)).statusCode,
    ).toBe(200);
    expect((await team(own)).associate_editors).toHaveLength(1);
    await t.db.deleteFrom('user_roles').where('user_id', '=', temp.id).execute();
    expect(await team(own)).toMatchObject({ associate_editors: [], falls_back: true });
  });
});

describe('the handling editor follows the team', () => {
  it("lists the journal's associate editors, then its editors-in-chief; refuses others", async () => {
    const own = await insertJournal(t);
    expect(
      (await put({ editors_in_chief: [chiefA.id], associate_editors: [associate.id] }, admin, own))
        .statusCode,
    ).toBe(200);
    const authorToken = await tokenOf(t, 'author');
    const id = await createManuscript(t, authorToken, own);
    await forceStatus(t, id, 'submitted');
    const chief = await t.tokenForUser(chiefA.id);
    const candidates = await request('GET', `/manuscripts/${id}/handling-editor-candidates`, chief);
    expect(candidates.statusCode).toBe(200);
    expect(candidates.json().data.map((u: { id: number }) => u.id)).toEqual([
      associate.id,
      chiefA.id,
    ]);

    // Another associate editor of the platform is not on this journal's team.
    const outsider = t.users['associate-editor'];
    const refused = await request('PUT', `/manuscripts/${id}/handling-editor`, chief, {
      user_id: outsider.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['user_id']);
    const named = await request('PUT', `/manuscripts/${id}/handling-editor`, chief, {
      user_id: associate.id,
    });
    expect(named.statusCode).toBe(200);
  });

  it('a journal without a team takes any associate editor or editor-in-chief', async () => {
    const own = await insertJournal(t);
    const id = await createManuscript(t, await tokenOf(t, 'author'), own);
    await forceStatus(t, id, 'submitted');
    const chief = await tokenOf(t, 'editor-in-chief');
    const candidates = await request('GET', `/manuscripts/${id}/handling-editor-candidates`, chief);
    const ids = candidates.json().data.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([associate.id, both.id, chiefA.id]));
    // Associate editors first.
    const roles = candidates
      .json()
      .data.map((u: { roles: string[] }) => u.roles.includes('associate-editor'));
    expect(roles).toEqual([...roles].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
    const res = await request('PUT', `/manuscripts/${id}/handling-editor`, chief, {
      user_id: t.users['associate-editor'].id,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("the journal's share_reviews_with_reviewers setting", () => {
  it('is false by default, saved by POST and PUT, and checked', async () => {
    const created = await request('POST', '/journals', admin, {
      title: 'Shared',
      description: 'D',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data.share_reviews_with_reviewers).toBe(false);
    const updated = await request('PUT', `/journals/${id}`, admin, {
      share_reviews_with_reviewers: true,
    });
    expect(updated.statusCode).toBe(200);
    const read = await request('GET', `/journals/${id}`, await tokenOf(t, 'author'));
    expect(read.json().data.share_reviews_with_reviewers).toBe(true);
    const bad = await request('PUT', `/journals/${id}`, admin, {
      share_reviews_with_reviewers: 'yes',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.share_reviews_with_reviewers).toEqual([
      'The share reviews with reviewers field must be true or false',
    ]);
    const sharing = await request('POST', '/journals', admin, {
      title: 'Sharing',
      description: 'D',
      share_reviews_with_reviewers: true,
    });
    expect(sharing.json().data.share_reviews_with_reviewers).toBe(true);
  });
});
