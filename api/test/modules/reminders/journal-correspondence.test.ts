// GET and PUT journals/{id}/correspondence: staff read a journal's revision
// period and reminder schedule; administrators and the journal's
// editors-in-chief change it, each bad value refused at its field (in the
// reader's language), with an audit row and nothing written on a refusal.
import { CORRESPONDENCE_DEFAULTS, DEFAULT_MAX_OPEN_REVIEWS } from '@colophon/shared/contracts';
import { INVITATION_RESPONSE_DEFAULT } from '@colophon/shared/contracts';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { call } from '../decisions/helpers';
import { insertJournal, tokenOf, withTempDataDir } from '../manuscripts/helpers/content';

withTempDataDir();
let t: TestApp;
let request: ReturnType<typeof call>;
let journal: number;

const SCHEDULE = {
  revision_due_days: 45,
  invitation_reminder_days: 3,
  review_reminder_before_days: 10,
  review_overdue_every_days: 4,
  review_overdue_max: 2,
  revision_reminder_before_days: 5,
};

beforeAll(async () => {
  t = await buildTestApp();
  request = call(t);
  journal = await insertJournal(t, { title: 'Journal of Letters' });
});
afterAll(async () => t.close());

const get = async (role: Parameters<typeof tokenOf>[1], id = journal) =>
  request('GET', `/journals/${id}/correspondence`, await tokenOf(t, role));
const put = (token: string, body: object, id = journal) =>
  request('PUT', `/journals/${id}/correspondence`, token, body);

describe('GET journals/{id}/correspondence', () => {
  it('staff read the defaults; who may change them is in meta', async () => {
    const admin = await get('admin');
    expect(admin.statusCode).toBe(200);
    // (the limit of open reviews per reviewer rides along: test/modules/reminders/review-load-setting)
    expect(admin.json()).toEqual({
      data: {
        ...CORRESPONDENCE_DEFAULTS,
        max_open_reviews: DEFAULT_MAX_OPEN_REVIEWS,
        // The alternates' response period rides along too (test/modules/alternates).
        invitation_response_days: INVITATION_RESPONSE_DEFAULT,
      },
      meta: { can_edit: true },
    });
    // No team named: every editor-in-chief edits the journal.
    expect((await get('editor-in-chief')).json().meta).toEqual({ can_edit: true });
    expect((await get('associate-editor')).json().meta).toEqual({ can_edit: false });
  });

  it('authors and reviewers may not; signed out 401; a missing journal 404', async () => {
    expect((await get('author')).statusCode).toBe(403);
    expect((await get('reviewer')).statusCode).toBe(403);
    expect((await request('GET', `/journals/${journal}/correspondence`)).statusCode).toBe(401);
    const missing = await get('admin', 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Journal not found');
  });
});

describe('PUT journals/{id}/correspondence', () => {
  it('an administrator changes the schedule; it is read back and audited', async () => {
    const res = await put(await tokenOf(t, 'admin'), SCHEDULE);
    expect(res.statusCode).toBe(200);
    // Left out, the limit of open reviews stays as it was.
    const saved = {
      ...SCHEDULE,
      max_open_reviews: DEFAULT_MAX_OPEN_REVIEWS,
      invitation_response_days: INVITATION_RESPONSE_DEFAULT,
    };
    expect(res.json().data).toEqual(saved);
    expect((await get('editor-in-chief')).json().data).toEqual(saved);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'journal')
      .where('entity_id', '=', journal)
      .where('action', '=', 'correspondence_updated')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toMatchObject(SCHEDULE);
  });

  it("the journal's editors-in-chief only: a team that names another chief keeps others out", async () => {
    const other = await insertJournal(t);
    const chief = await t.createUser({ roles: ['editor-in-chief'], name: 'Nora Named' });
    const team = await put(await tokenOf(t, 'admin'), {}, other);
    expect(team.statusCode).toBe(422); // (the body is checked for admins)
    const named = await request('PUT', `/journals/${other}/team`, await tokenOf(t, 'admin'), {
      editors_in_chief: [chief.id],
      associate_editors: [],
    });
    expect(named.statusCode).toBe(200);
    expect((await put(await t.tokenForUser(chief.id), SCHEDULE, other)).statusCode).toBe(200);
    // The platform's other editor-in-chief is not on this journal's team: 403, even with a bad body.
    const outsider = await put(
      await tokenOf(t, 'editor-in-chief'),
      { revision_due_days: 0 },
      other,
    );
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(
      "Only administrators and the journal's editors-in-chief may change its reminders",
    );
    for (const role of ['associate-editor', 'reviewer', 'author'] as const) {
      expect((await put(await tokenOf(t, role), SCHEDULE, other)).statusCode).toBe(403);
    }
  });

  it('refuses each bad value at its field, in the reader’s language, and writes nothing', async () => {
    const before = (await get('admin')).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/journals/${journal}/correspondence`,
      headers: { ...t.authHeader(await tokenOf(t, 'admin')), 'accept-language': 'de' },
      payload: {
        revision_due_days: 0,
        invitation_reminder_days: 91,
        review_reminder_before_days: 2.5,
        review_overdue_every_days: '7',
        review_overdue_max: 11,
      },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors).toEqual({
      revision_due_days: ['Geben Sie eine ganze Zahl von Tagen zwischen 1 und 365 ein'],
      invitation_reminder_days: ['Geben Sie eine ganze Zahl von Tagen zwischen 1 und 90 ein'],
      review_reminder_before_days: ['Geben Sie eine ganze Zahl von Tagen zwischen 1 und 90 ein'],
      review_overdue_every_days: ['Geben Sie eine ganze Zahl von Tagen zwischen 1 und 90 ein'],
      review_overdue_max: ['Geben Sie eine ganze Zahl zwischen 0 und 10 ein'],
      revision_reminder_before_days: ['Geben Sie eine ganze Zahl von Tagen zwischen 1 und 90 ein'],
    });
    expect((await get('admin')).json().data).toEqual(before);
  });

  it('takes 0 overdue notices (none after the due date)', async () => {
    const res = await put(await tokenOf(t, 'admin'), { ...SCHEDULE, review_overdue_max: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.review_overdue_max).toBe(0);
  });
});
