// Setup of the reminder tests: a clock that starts at T0, journals with a
// schedule set through the API, invitations sent at T0 written straight into
// the tables (their endpoints are tested by the reviews module), and reads of
// what was sent.
import type { TestApp } from '../../helpers/test-app';
import { call, openRound } from '../decisions/helpers';
import {
  createManuscript,
  forceStatus,
  insertJournal,
  tokenOf,
} from '../manuscripts/helpers/content';

const DAY = 86_400_000;
/** The tests' "now": every invitation is sent then, and the clock moves from there. */
const T0 = Date.parse('2031-03-02T09:00:00.000Z');
export const at = (days: number) => new Date(T0 + days * DAY);
export const iso = (days: number) => at(days).toISOString();

export function reminderHelpers(t: TestApp) {
  const request = call(t);

  /** Changes the journal's schedule through the API, as its editors do. */
  async function setSchedule(journal: number, changes: Record<string, number>) {
    const admin = await tokenOf(t, 'admin');
    const current = await request('GET', `/journals/${journal}/correspondence`, admin);
    const res = await request('PUT', `/journals/${journal}/correspondence`, admin, {
      ...current.json().data,
      ...changes,
    });
    expect(res.statusCode).toBe(200);
  }

  async function journalWith(schedule: Record<string, number> = {}) {
    const id = await insertJournal(t);
    if (Object.keys(schedule).length) await setSchedule(id, schedule);
    return id;
  }

  /** A manuscript under review in `journal` with an open round and one invitation sent at T0. */
  async function invitation(
    journal: number,
    status: 'invited' | 'accepted',
    dueInDays: number,
    reviewerId = t.users.reviewer.id,
  ) {
    const manuscript = await createManuscript(t, await tokenOf(t, 'author'), journal, {
      title: `Tidal study ${dueInDays}`,
    });
    await forceStatus(t, manuscript, 'under_review');
    const round = await openRound(t, manuscript);
    const row = await t.db
      .insertInto('review_invitations')
      .values({
        round_id: round,
        manuscript_id: manuscript,
        reviewer_id: reviewerId,
        invited_by: null,
        status,
        due_at: iso(dueInDays),
        responded_at: status === 'accepted' ? iso(0) : null,
        decline_reason: null,
        created_at: iso(0),
        updated_at: iso(0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The assignment that lets the reviewer read the manuscript, as inviting writes it.
    await t.db
      .insertInto('review_assignments')
      .values({
        manuscript_id: manuscript,
        reviewer_id: reviewerId,
        assigned_by: t.users.admin.id,
        created_at: iso(0),
      })
      .execute();
    return { id: row.id, manuscript, round };
  }

  const notices = (code: string) =>
    t.db
      .selectFrom('notifications')
      .select(['user_id', 'params', 'link', 'manuscript_id'])
      .where('code', '=', code)
      .orderBy('id')
      .execute();

  const sent = (kind: string) =>
    t.db.selectFrom('sent_reminders').selectAll().where('kind', '=', kind).orderBy('id').execute();

  /** Each test its own invitations and reminders. */
  async function reset() {
    await t.db.deleteFrom('sent_reminders').execute();
    await t.db.deleteFrom('notifications').execute();
    await t.db.deleteFrom('review_invitations').execute();
    await t.db.updateTable('manuscripts').set({ revision_due_at: null }).execute();
  }

  return { request, setSchedule, journalWith, invitation, notices, sent, reset };
}
