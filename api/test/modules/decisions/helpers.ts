// Setup for the decision and queue tests: review rounds, invitations and
// reviews written straight into the tables (their endpoints are tested by
// the reviews module), and a request helper.
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import {
  api,
  assignReviewer,
  createManuscript,
  forceStatus,
  insertJournal,
  tokenOf,
  withTempDataDir,
} from '../manuscripts/helpers/content';

const iso = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString();

export async function openRound(t: TestApp, manuscriptId: number, round = 1) {
  const row = await t.db
    .insertInto('review_rounds')
    .values({ manuscript_id: manuscriptId, round, status: 'open', created_at: iso(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function invite(
  t: TestApp,
  roundId: number,
  manuscriptId: number,
  reviewerId: number,
  status: 'invited' | 'accepted' | 'declined' | 'cancelled' | 'completed',
  dueInDays = 21,
) {
  await t.db
    .insertInto('review_invitations')
    .values({
      round_id: roundId,
      manuscript_id: manuscriptId,
      reviewer_id: reviewerId,
      invited_by: null,
      status,
      due_at: iso(dueInDays),
      responded_at: null,
      decline_reason: null,
      created_at: iso(0),
      updated_at: iso(0),
    })
    .execute();
}

export async function completedReview(
  t: TestApp,
  manuscriptId: number,
  roundId: number,
  userId: number,
) {
  await t.db
    .insertInto('reviews')
    .values({
      manuscript_id: manuscriptId,
      user_id: userId,
      round_id: roundId,
      rating: 4,
      title: null,
      content: 'Sound.',
      recommendation: 'minor_revisions',
      is_verified: false,
      submitted_at: iso(0),
      created_at: iso(0),
      updated_at: iso(0),
    })
    .execute();
}

/** Puts the manuscript's status changes `days` into the past (days in stage). */
export async function ageStage(t: TestApp, manuscriptId: number, days: number) {
  const at = iso(-days);
  await t.db
    .updateTable('manuscript_status_history')
    .set({ created_at: at })
    .where('manuscript_id', '=', manuscriptId)
    .execute();
  await t.db
    .updateTable('manuscripts')
    .set({ updated_at: at })
    .where('id', '=', manuscriptId)
    .execute();
}

export const call =
  (t: TestApp) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: api(path),
      headers: token ? t.authHeader(token) : {},
      ...(payload ? { payload } : {}),
    });

export const countRows = async (
  t: TestApp,
  table: 'editorial_decisions' | 'manuscript_status_history',
  manuscriptId: number,
) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select(t.db.fn.countAll().as('n'))
        .where('manuscript_id', '=', manuscriptId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export type DecisionsSuite = {
  t: TestApp;
  author: string;
  chief: string;
  associate: string;
  request: ReturnType<typeof call>;
  /** A manuscript of the author role in `status`, the reviewer role assigned to it. */
  manuscriptIn: (status: string) => Promise<number>;
};

/** A test file's app, tokens and manuscript factory: filled in by its beforeAll. */
export function decisionsSuite(): DecisionsSuite {
  withTempDataDir();
  const suite = {} as DecisionsSuite;
  beforeAll(async () => {
    const t = await buildTestApp();
    const journal = await insertJournal(t);
    const author = await tokenOf(t, 'author');
    Object.assign(suite, {
      t,
      author,
      chief: await tokenOf(t, 'editor-in-chief'),
      associate: await tokenOf(t, 'associate-editor'),
      request: call(t),
      manuscriptIn: async (status: string) => {
        const id = await createManuscript(t, author, journal);
        await assignReviewer(t, id, t.users.reviewer.id);
        await forceStatus(t, id, status);
        return id;
      },
    });
  });
  afterAll(async () => suite.t.close());
  return suite;
}
