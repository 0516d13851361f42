// Who may read which analytics: administrators every journal, editors-in-chief
// the journals they edit, associate editors their own figures; authors and
// reviewers nothing. Bad periods are refused at their field.
import { buildTestApp, type TestApp, type TestUser } from '../../helpers/test-app';
import { insertJournal, manuscriptWith, nameTeam } from './helpers';

let t: TestApp;
let mine: number;
let theirs: number;
let associate: TestUser;
let otherChief: TestUser;

const get = async (path: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/analytics/${path}`, headers: t.authHeader(token) });

beforeAll(async () => {
  t = await buildTestApp();
  associate = t.users['associate-editor'];
  otherChief = await t.createUser({ roles: ['editor-in-chief'], name: 'Other Chief' });
  mine = await insertJournal(t, 'Mine');
  theirs = await insertJournal(t, 'Theirs');
  await nameTeam(t, mine, [t.users['editor-in-chief'].id], [associate.id]);
  await nameTeam(t, theirs, [otherChief.id], [associate.id]);
  await manuscriptWith(t, mine, associate.id, [['submitted', '2025-04-02']]);
  await manuscriptWith(t, theirs, null, [['submitted', '2025-05-02']]);
});
afterAll(async () => t.close());

it.each(['author', 'reviewer'] as const)('refuses %s on every endpoint', async (role) => {
  const token = await t.tokenFor(role);
  for (const path of ['scope', 'figures', 'workload', 'review-report?year=2025'])
    expect((await get(path, token)).statusCode).toBe(403);
});

it('answers 401 when signed out', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/analytics/figures' });
  expect(res.statusCode).toBe(401);
});

it('refuses a journal the editor-in-chief does not edit, and shows the ones they do', async () => {
  const token = await t.tokenForUser(otherChief.id);
  expect((await get(`figures?journal_id=${mine}`, token)).statusCode).toBe(403);
  expect((await get(`workload?journal_id=${mine}`, token)).statusCode).toBe(403);
  expect((await get(`review-report?journal_id=${mine}&year=2025`, token)).statusCode).toBe(403);
  const scope = (await get('scope', token)).json().data;
  expect(scope.journals).toEqual([{ id: theirs, name: 'Theirs' }]);
  expect(scope.can_choose_editor).toBe(true);
  expect(scope.first_month).toBe('2025-05');
  const f = (await get('figures?from=2025-01&to=2025-12', token)).json().data;
  expect(f.scope.journal_ids).toEqual([theirs]);
  expect(f.monthly.reduce((a: number, m: { received: number }) => a + m.received, 0)).toBe(1);
});

it('forces an associate editor to their own figures', async () => {
  const token = await t.tokenFor('associate-editor');
  const scope = (await get('scope', token)).json().data;
  expect(scope).toMatchObject({ can_choose_editor: false, first_month: '2025-04' });
  expect(scope.editors).toEqual([{ id: associate.id, name: associate.name }]);
  const f = (await get(`figures?journal_id=${mine}&from=2025-01&to=2025-12`, token)).json().data;
  expect(f.scope.editor_id).toBe(associate.id);
  expect(f.monthly.reduce((a: number, m: { received: number }) => a + m.received, 0)).toBe(1);
  const other = t.users['editor-in-chief'].id;
  expect((await get(`figures?editor_id=${other}`, token)).statusCode).toBe(403);
  expect((await get(`figures?editor_id=${associate.id}`, token)).statusCode).toBe(200);
});

it('shows administrators every journal', async () => {
  const token = await t.tokenFor('admin');
  const scope = (await get('scope', token)).json().data;
  expect(scope.journals.map((j: { id: number }) => j.id)).toEqual(
    expect.arrayContaining([mine, theirs]),
  );
  const f = (await get('figures?from=2025-01&to=2025-12', token)).json().data;
  expect(f.monthly.reduce((a: number, m: { received: number }) => a + m.received, 0)).toBe(2);
  const csv = (await get('review-report?year=2025', token)).body.split('\r\n');
  expect(csv.filter((line: string) => /^(Mine|Theirs),2025,1,/.test(line))).toHaveLength(2);
});

it.each([
  ['figures?from=2025-13', 'from'],
  ['figures?to=25-01', 'to'],
  ['figures?from=2025-05&to=2025-04', 'to'],
  ['figures?from=2020-01&to=2025-12', 'to'],
  ['workload?journal_id=abc', 'journal_id'],
  ['review-report?year=1999', 'year'],
  ['review-report', 'year'],
])('refuses %s at its field (422)', async (path, field) => {
  const res = await get(path, await t.tokenFor('admin'));
  expect(res.statusCode).toBe(422);
  expect(Object.keys(res.json().errors)).toContain(field);
});
