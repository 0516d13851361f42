// Setup of the alternates tests: a manuscript under review, reviewers, an
// invitation with alternates through the API, and reads of the rows and
// notices it leaves.
import type { TestApp } from '../../helpers/test-app';
import { inReview, invite, newReviewer, request, tokenOf } from '../reviews/helpers';

export function alternateHelpers(t: TestApp) {
  const reviewers = (count: number, prefix: string) =>
    Promise.all(
      Array.from({ length: count }, (_, n) => newReviewer(t, { name: `${prefix} ${n + 1}` })),
    );

  /** A manuscript under review with `first` invited and `alternates` behind them, in order. */
  async function invitedWithAlternates(
    journal: number,
    first: { id: number },
    alternates: { id: number }[],
  ) {
    const manuscript = await inReview(t, journal);
    const res = await invite(t, manuscript, first.id, { alternates: alternates.map((a) => a.id) });
    if (res.statusCode !== 201) throw new Error(`invite: ${res.statusCode} ${res.body}`);
    return { manuscript, invitation: res.json().data.id as number };
  }

  const decline = (invitationId: number, token: string) =>
    request(t, 'POST', `/invitations/${invitationId}/decline`, token, { reason: 'Too busy' });

  const roundsAs = async (manuscript: number, token: string) =>
    (await request(t, 'GET', `/manuscripts/${manuscript}/review-rounds`, token)).json();

  const editorRounds = async (manuscript: number) =>
    roundsAs(manuscript, await tokenOf(t, 'editor-in-chief'));

  /** The manuscript's invitations: reviewer → status. */
  const invitations = async (manuscript: number) =>
    Object.fromEntries(
      (
        await t.db
          .selectFrom('review_invitations')
          .select(['reviewer_id', 'status'])
          .where('manuscript_id', '=', manuscript)
          .execute()
      ).map((r) => [r.reviewer_id, r.status]),
    );

  const notices = (manuscript: number, code: string) =>
    t.db
      .selectFrom('notifications')
      .select(['user_id', 'params'])
      .where('manuscript_id', '=', manuscript)
      .where('code', '=', code)
      .orderBy('id')
      .execute();

  return {
    reviewers,
    invitedWithAlternates,
    decline,
    roundsAs,
    editorRounds,
    invitations,
    notices,
  };
}
