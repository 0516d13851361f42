import {
  type PeerReview,
  type ReviewInvitation,
  type ReviewRound,
} from '@colophon/shared/contracts';
import { manuscriptDetailFixture, permissionsOf } from '../../../testing/manuscript-detail-fixture';
import { ownReviews, readerOf } from './reader';

const ME = 7;

const invitation = (id: number, reviewerId: number, status: ReviewInvitation['status']) =>
  ({
    id,
    manuscript_id: 12,
    round_id: 1,
    round: 1,
    reviewer: { id: reviewerId, name: `User ${reviewerId}` },
    status,
    due_at: '2026-04-01T00:00:00.000Z',
    overdue: false,
    responded_at: null,
    decline_reason: null,
    created_at: '2026-03-03T12:00:00.000Z',
  }) satisfies ReviewInvitation;

const review = (id: number, userId: number, invitationId: number | null) =>
  ({
    id,
    rating: 3,
    title: null,
    content: 'Comments',
    is_verified: false,
    created_at: '2026-03-05T12:00:00.000Z',
    user: { id: userId, name: `User ${userId}` },
    round_id: 1,
    invitation_id: invitationId,
    recommendation: 'accept',
    confidential_comments: null,
    submitted_at: '2026-03-05T12:00:00.000Z',
    file: null,
    released_at: null,
    author_content: null,
  }) satisfies PeerReview;

const round = (
  n: number,
  status: 'open' | 'closed',
  invitations: ReviewInvitation[],
  reviews: PeerReview[],
): ReviewRound => ({
  id: n,
  round: n,
  status,
  created_at: '2026-03-03T12:00:00.000Z',
  closed_at: null,
  invitations,
  reviews,
});

describe('ownReviews', () => {
  it('knows a reviewer whose invitation of the latest round is completed has submitted', () => {
    const own = ownReviews(
      [round(1, 'open', [invitation(1, ME, 'completed')], [review(9, ME, 1)])],
      ME,
    );
    expect(own).toMatchObject({ isReviewer: true, submitted: true });
    expect(own.reviews.map(({ review: r, round: n }) => [r.id, n])).toEqual([[9, 1]]);
  });

  it('counts a review in the open round as submitted even without an invitation', () => {
    expect(ownReviews([round(1, 'open', [], [review(9, ME, null)])], ME).submitted).toBe(true);
  });

  it('is not submitted while the accepted invitation of the latest round waits', () => {
    const own = ownReviews(
      [
        round(1, 'closed', [invitation(1, ME, 'completed')], [review(9, ME, 1)]),
        round(2, 'open', [invitation(2, ME, 'accepted')], []),
      ],
      ME,
    );
    expect(own).toMatchObject({ isReviewer: true, submitted: false });
    expect(own.reviews).toHaveLength(1);
  });

  it('finds nothing of an editor, who sees everyone’s invitations', () => {
    const own = ownReviews(
      [round(1, 'open', [invitation(1, 41, 'completed')], [review(9, 41, 1)])],
      ME,
    );
    expect(own).toEqual({ isReviewer: false, submitted: false, reviews: [] });
  });
});

describe('readerOf', () => {
  const none = { isReviewer: false, submitted: false, reviews: [] };

  it('reads a reviewer first, then an editor who works it, then an author', () => {
    const user = { id: 6 };
    const submitted = manuscriptDetailFixture({ permissions: permissionsOf() });
    expect(readerOf(submitted, user, { ...none, isReviewer: true })).toBe('reviewer');
    expect(readerOf(submitted, user, none)).toBe('author');
    expect(
      readerOf(
        manuscriptDetailFixture({ permissions: permissionsOf({ decide: true }) }),
        user,
        none,
      ),
    ).toBe('editor');
    // Anyone else the API lets read it (an administrator) reads as the editors do.
    expect(readerOf(submitted, { id: 99 }, none)).toBe('editor');
  });

  it('links an author row by e-mail only once the address is verified', () => {
    const m = manuscriptDetailFixture({ submitter: null, permissions: permissionsOf() });
    expect(readerOf(m, { id: 99, email: 'ADA@example.org', email_verified_at: null }, none)).toBe(
      'editor',
    );
    expect(
      readerOf(m, { id: 99, email: 'ADA@example.org', email_verified_at: '2026-01-01' }, none),
    ).toBe('author');
  });
});
