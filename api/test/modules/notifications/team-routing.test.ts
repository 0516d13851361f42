// Notifications follow the journal's editorial team: submissions and
// recommendations go to the journal's editors-in-chief (every editor-in-chief
// when its team names none), the handling editor is told when named, and the
// reviewers of a decided round are thanked and told the decision only.
import { buildTestApp, type TestApp, type TestUser } from '../../helpers/test-app';
import { composeMail } from '../../../src/modules/notifications/mail-template';
import { notifyRoundDecided } from '../../../src/modules/notifications/notify';
import { call, completedReview, invite, openRound } from '../decisions/helpers';
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
let author: string;
let teamed: number;
let open: number;
let teamChief: TestUser;
let otherChief: TestUser;
let teamAssociate: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  request = call(t);
  author = await tokenOf(t, 'author');
  teamChief = await t.createUser({ roles: ['editor-in-chief'], name: 'Team Chief' });
  otherChief = await t.createUser({ roles: ['editor-in-chief'], name: 'Other Chief' });
  teamAssociate = await t.createUser({ roles: ['associate-editor'], name: 'Team Associate' });
  teamed = await insertJournal(t, { title: 'Journal with a team' });
  open = await insertJournal(t, { title: 'Journal without a team' });
  const res = await request('PUT', `/journals/${teamed}/team`, await tokenOf(t, 'admin'), {
    editors_in_chief: [teamChief.id],
    associate_editors: [teamAssociate.id],
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => t.close());
beforeEach(() => t.db.deleteFrom('notifications').execute());

const codesOf = async (userId: number) =>
  (
    await t.db
      .selectFrom('notifications')
      .select('code')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((r) => r.code);
const rowsOf = (userId: number) =>
  t.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).execute();

const submitTo = async (journal: number) => {
  const id = await createManuscript(t, author, journal);
  expect((await request('POST', `/manuscripts/${id}/submit`, author)).statusCode).toBe(200);
  return id;
};

describe('a new submission', () => {
  it("goes to the journal's editors-in-chief only when its team names them", async () => {
    await submitTo(teamed);
    expect(await codesOf(teamChief.id)).toEqual(['submissionReceived']);
    expect(await codesOf(otherChief.id)).toEqual([]);
    expect(await codesOf(t.users['editor-in-chief'].id)).toEqual([]);
    expect(await codesOf(teamAssociate.id)).toEqual([]);
  });

  it('goes to every editor-in-chief when the journal has no team', async () => {
    await submitTo(open);
    for (const chief of [teamChief, otherChief, t.users['editor-in-chief']])
      expect(await codesOf(chief.id)).toEqual(['submissionReceived']);
    expect(await codesOf(t.users['associate-editor'].id)).toEqual([]);
  });
});

describe('a recommendation', () => {
  it("goes to the journal's editors-in-chief", async () => {
    const id = await createManuscript(t, author, teamed);
    await forceStatus(t, id, 'under_review');
    await openRound(t, id);
    await t.db
      .updateTable('manuscripts')
      .set({ handling_editor_id: teamAssociate.id })
      .where('id', '=', id)
      .execute();
    const res = await request(
      'POST',
      `/manuscripts/${id}/recommendations`,
      await t.tokenForUser(teamAssociate.id),
      { recommendation: 'accept' },
    );
    expect(res.statusCode).toBe(201);
    expect(await codesOf(teamChief.id)).toEqual(['recommendationRecorded']);
    expect(await codesOf(otherChief.id)).toEqual([]);
    expect(await codesOf(t.users['editor-in-chief'].id)).toEqual([]);
  });
});

describe('the handling editor', () => {
  it('is told when named (bell and e-mail), once, linked to the manuscript', async () => {
    const id = await submitTo(teamed);
    await t.db.deleteFrom('notifications').execute();
    const chief = await t.tokenForUser(teamChief.id);
    const named = await request('PUT', `/manuscripts/${id}/handling-editor`, chief, {
      user_id: teamAssociate.id,
    });
    expect(named.statusCode).toBe(200);
    const [row] = await rowsOf(teamAssociate.id);
    expect(row).toMatchObject({
      code: 'handlingEditorAssigned',
      link: `/manuscripts/${id}`,
      manuscript_id: id,
    });
    expect(JSON.parse(row!.params)).toEqual({
      title: 'Deep learning for protein folding',
      editor: 'Team Chief',
    });
    // Naming the same editor again tells nobody anything new; nor does removing them.
    await request('PUT', `/manuscripts/${id}/handling-editor`, chief, {
      user_id: teamAssociate.id,
    });
    await request('PUT', `/manuscripts/${id}/handling-editor`, chief, { user_id: null });
    expect(await rowsOf(teamAssociate.id)).toHaveLength(1);
    expect(await codesOf(teamChief.id)).toEqual([]);

    const mail = composeMail(
      {
        ...row!,
        email: teamAssociate.email,
        name: teamAssociate.name,
        locale: 'en',
      } as never,
      'https://panel.test',
    );
    expect(mail.subject).toBe(
      'Colophon: Team Chief made you the handling editor of “Deep learning for protein folding”',
    );
    expect(mail.text).toContain('invite reviewers');
    expect(mail.text).toContain(`https://panel.test/manuscripts/${id}`);
  });

  it('"the editors" of a manuscript are its handling editor, else its journal\'s chiefs', async () => {
    const id = await createManuscript(t, author, teamed);
    await forceStatus(t, id, 'under_review');
    await openRound(t, id);
    const chief = await t.tokenForUser(teamChief.id);
    const reviewer = await tokenOf(t, 'reviewer');
    const answer = async () => {
      const invited = await request('POST', `/manuscripts/${id}/invitations`, chief, {
        reviewer_id: t.users.reviewer.id,
      });
      expect(invited.statusCode).toBe(201);
      const decline = `/invitations/${invited.json().data.id}/decline`;
      expect((await request('POST', decline, reviewer, {})).statusCode).toBe(200);
    };
    await answer();
    expect(await codesOf(teamChief.id)).toEqual(['invitationDeclined']);
    expect(await codesOf(otherChief.id)).toEqual([]);
    expect(await codesOf(t.users['editor-in-chief'].id)).toEqual([]);

    await t.db.deleteFrom('notifications').execute();
    await t.db
      .updateTable('manuscripts')
      .set({ handling_editor_id: teamAssociate.id })
      .where('id', '=', id)
      .execute();
    await answer();
    expect(await codesOf(teamAssociate.id)).toEqual(['invitationDeclined']);
    expect(await codesOf(teamChief.id)).toEqual([]);
  });
});

describe('the reviewers of a decided round', () => {
  it('are thanked and told the decision, never the letter', async () => {
    const id = await createManuscript(t, author, teamed);
    await forceStatus(t, id, 'under_review');
    const round = await openRound(t, id);
    const done = await t.createUser({ roles: ['reviewer'], name: 'Done Reviewer' });
    const late = await t.createUser({ roles: ['reviewer'], name: 'Late Reviewer' });
    const declined = await t.createUser({ roles: ['reviewer'], name: 'Declined Reviewer' });
    await invite(t, round, id, done.id, 'completed');
    await completedReview(t, id, round, done.id);
    await invite(t, round, id, late.id, 'accepted');
    await invite(t, round, id, declined.id, 'declined');
    const manuscript = await t.db
      .selectFrom('manuscripts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

    await notifyRoundDecided(t.db, teamChief, manuscript, round, 'request_revisions');
    const [row] = await rowsOf(done.id);
    expect(row).toMatchObject({ code: 'reviewOutcome', link: `/manuscripts/${id}` });
    expect(JSON.parse(row!.params)).toEqual({
      title: 'Deep learning for protein folding',
      decision: 'request_revisions',
    });
    expect(await rowsOf(late.id)).toHaveLength(0);
    expect(await rowsOf(declined.id)).toHaveLength(0);
    expect(await rowsOf(t.users.author.id)).toHaveLength(0);

    const mail = composeMail(
      { ...row!, email: done.email, name: done.name, locale: 'de' } as never,
      'https://panel.test',
    );
    expect(mail.subject).toContain('Überarbeitung angefordert');
    expect(mail.text).toContain('Vielen Dank');
    expect(mail.text).not.toContain('Schreiben der Redaktion');
  });
});
