// Setup of the peer-review tests: manuscripts sent to review through the API
// (so round 1 opens), reviewers with profiles, and request shorthands.
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import {
  api,
  createManuscript,
  forceStatus,
  insertJournal,
  tokenOf,
  withTempDataDir,
} from '../manuscripts/helpers/content';

export { api, tokenOf };

export type ReviewsSuite = {
  t: TestApp;
  /** A journal of the test file (its peer_review_type as given). */
  journal: number;
  /** The temporary DATA_DIR the uploads go to. */
  dataDir: string;
};

/**
 * A test file's app and journal, on a temporary data folder: filled in by its
 * beforeAll, closed by its afterAll. Read the fields inside tests or hooks.
 */
export function reviewsSuite(journal: Parameters<typeof insertJournal>[1] = {}): ReviewsSuite {
  const dataDir = withTempDataDir();
  const suite = { dataDir } as ReviewsSuite;
  beforeAll(async () => {
    suite.t = await buildTestApp();
    suite.journal = await insertJournal(suite.t, journal);
  });
  afterAll(async () => suite.t.close());
  return suite;
}

export function request(
  t: TestApp,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: api(path),
    headers: token ? t.authHeader(token) : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Sets a status through the API as the editor-in-chief (the round hook runs). */
export async function moveTo(
  t: TestApp,
  id: number,
  status: string,
  notes = 'Letter to the author',
) {
  const res = await request(
    t,
    'POST',
    `/manuscripts/${id}/status`,
    await tokenOf(t, 'editor-in-chief'),
    {
      status,
      notes,
    },
  );
  if (res.statusCode !== 200) throw new Error(`status ${status}: ${res.statusCode} ${res.body}`);
}

/** A manuscript by the author, submitted and sent to review (round 1 open). */
export async function inReview(
  t: TestApp,
  journalId: number,
  overrides: Record<string, string> = {},
): Promise<number> {
  const id = await createManuscript(t, await tokenOf(t, 'author'), journalId, overrides);
  await forceStatus(t, id, 'submitted');
  await moveTo(t, id, 'under_review');
  return id;
}

export async function newReviewer(
  t: TestApp,
  profile: {
    institution?: string;
    research_areas?: string[];
    publications?: string[];
    name?: string;
  } = {},
) {
  const user = await t.createUser({ roles: ['reviewer'], name: profile.name });
  const now = new Date().toISOString();
  if (profile.institution || profile.research_areas) {
    await t.db
      .insertInto('academic_profiles')
      .values({
        user_id: user.id,
        institution: profile.institution ?? null,
        research_areas: JSON.stringify(profile.research_areas ?? []),
        languages: '[]',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  for (const title of profile.publications ?? []) {
    await t.db
      .insertInto('publications')
      .values({
        user_id: user.id,
        title,
        type: 'journal_article',
        is_verified: false,
        is_open_access: false,
        is_featured: false,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return { ...user, token: await t.tokenForUser(user.id) };
}

export async function invite(t: TestApp, id: number, reviewerId: number, payload: object = {}) {
  return request(t, 'POST', `/manuscripts/${id}/invitations`, await tokenOf(t, 'editor-in-chief'), {
    reviewer_id: reviewerId,
    ...payload,
  });
}

/** Invites and accepts; returns the invitation id. */
export async function acceptedInvitation(
  t: TestApp,
  id: number,
  reviewer: { id: number; token: string },
) {
  const res = await invite(t, id, reviewer.id);
  if (res.statusCode !== 201) throw new Error(`invite: ${res.statusCode} ${res.body}`);
  const invitationId: number = res.json().data.id;
  const accepted = await request(t, 'POST', `/invitations/${invitationId}/accept`, reviewer.token);
  if (accepted.statusCode !== 200)
    throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  return invitationId;
}

export const review = (t: TestApp, id: number, token: string, payload: object) =>
  request(t, 'POST', `/manuscripts/${id}/reviews`, token, payload);

/** Rows of the peer-review tables (to prove a refused request wrote nothing). */
export async function snapshot(t: TestApp) {
  const count = async (
    table: 'review_invitations' | 'review_assignments' | 'reviews' | 'review_rounds',
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    invitations: await count('review_invitations'),
    assignments: await count('review_assignments'),
    reviews: await count('reviews'),
    rounds: await count('review_rounds'),
  };
}
