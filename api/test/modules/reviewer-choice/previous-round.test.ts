// The previous round's reviewers, offered first for the next round: those who
// accepted or completed an invitation of the latest closed round.
import { previousRoundReviewers } from '../../../src/modules/reviewer-choice/previous-round';
import type { TestApp } from '../../helpers/test-app';
import {
  acceptedInvitation,
  inReview,
  invite,
  moveTo,
  newReviewer,
  request,
  review,
  reviewsSuite,
} from '../reviews/helpers';

const suite = reviewsSuite();
let t: TestApp;
let journal: number;
beforeAll(() => {
  ({ t, journal } = suite);
});

it('returns who reviewed or accepted in the latest closed round, not who declined', async () => {
  const [wrote, accepted, declined, later] = await Promise.all(
    ['Wrote', 'Accepted', 'Declined', 'Later'].map((name) => newReviewer(t, { name })),
  );
  const manuscript = await inReview(t, journal);
  expect(await previousRoundReviewers(t.db, manuscript)).toEqual([]);

  await acceptedInvitation(t, manuscript, wrote!);
  const submitted = await review(t, manuscript, wrote!.token, {
    rating: 4,
    content: 'A careful study.',
    recommendation: 'minor_revisions',
  });
  expect(submitted.statusCode).toBe(201);
  await acceptedInvitation(t, manuscript, accepted!);
  const refused = await invite(t, manuscript, declined!.id);
  await request(t, 'POST', `/invitations/${refused.json().data.id}/decline`, declined!.token);
  // Round 1 is open: there is no previous round yet.
  expect(await previousRoundReviewers(t.db, manuscript)).toEqual([]);

  await moveTo(t, manuscript, 'revision_requested');
  await t.db
    .updateTable('manuscripts')
    .set({ status: 'revised' })
    .where('id', '=', manuscript)
    .execute();
  await moveTo(t, manuscript, 'under_review');
  expect(await previousRoundReviewers(t.db, manuscript)).toEqual([wrote!.id, accepted!.id]);

  // Round 2 closes with another reviewer: the latest closed round is now round 2.
  await acceptedInvitation(t, manuscript, later!);
  await moveTo(t, manuscript, 'revision_requested');
  expect(await previousRoundReviewers(t.db, manuscript)).toEqual([later!.id]);
});
