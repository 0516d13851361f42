import { screen, within } from '@testing-library/react';
import { formatDate } from '@colophon/shared';
import { type Manuscript, type ReviewRoundsResponse } from '@colophon/shared/contracts';
import { ManuscriptsRoutes } from '../../../routes';
import { fakeApi } from '../../../testing/fake-api';
import { manuscriptDetailFixture, permissionsOf } from '../../../testing/manuscript-detail-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { signInAs, signOut } from '../../../testing/sign-in-as';
import {
  invitation,
  noDecisions,
  peerReview,
  reviewRound,
  roundsOf,
} from '../testing/round-fixtures';

jest.setTimeout(60_000);

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  signOut();
});

function serve(manuscript: Manuscript, rounds: ReviewRoundsResponse) {
  api = fakeApi({
    'GET manuscripts/12': () => ({ status: 200, data: { data: manuscript } }),
    'GET manuscripts/12/review-rounds': () => ({ status: 200, data: rounds }),
    'GET manuscripts/12/decisions': () => ({ status: 200, data: noDecisions() }),
  });
}

const asReview = (r: ReturnType<typeof peerReview>) => ({
  id: r.id,
  rating: r.rating,
  title: r.title,
  content: r.content,
  is_verified: r.is_verified,
  created_at: r.created_at,
  user: r.user,
});

describe('the Reviews tab', () => {
  it('tells editors which reviews went to the author, and in what words', async () => {
    signInAs(['editor-in-chief'], 3);
    const held = peerReview(1, { content: 'Weak statistics.' });
    const sent = peerReview(2, {
      content: 'The authors are careless; the method is sound.',
      released_at: '2026-03-08T12:00:00.000Z',
      author_content: 'The method is sound.',
    });
    serve(
      manuscriptDetailFixture({
        permissions: permissionsOf({ decide: true }),
        reviews: [asReview(held), asReview(sent)],
      }),
      roundsOf(reviewRound({ status: 'closed', reviews: [held, sent] })),
    );
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12?tab=reviews' });

    const [first, second] = await screen.findAllByTestId('review');
    expect(await within(first!).findByTestId('release-status')).toHaveTextContent(
      'With the editors',
    );
    expect(within(second!).getByTestId('release-status')).toHaveTextContent(
      `Sent to the author on ${formatDate('2026-03-08T12:00:00.000Z')}`,
    );
    // The original and what the author received, side by side.
    expect(within(second!).getByText('As the reviewer wrote it')).toBeInTheDocument();
    expect(
      within(second!).getByText('The authors are careless; the method is sound.'),
    ).toBeInTheDocument();
    expect(within(second!).getByTestId('edited-for-author')).toHaveTextContent(
      'Edited for the authorThe method is sound.',
    );
    expect(within(first!).queryByTestId('edited-for-author')).not.toBeInTheDocument();
  });

  it('tells an author no review has been sent to them yet', async () => {
    signInAs(['author'], 6);
    serve(
      manuscriptDetailFixture({ permissions: permissionsOf(), reviews: [] }),
      roundsOf(reviewRound()),
    );
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12?tab=reviews' });

    expect(await screen.findByText('No reviews have been sent to you yet.')).toBeInTheDocument();
    expect(
      await screen.findByText('No review of this round has been sent to you yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
  });

  it('shows an author the reviews released to them, without the editors’ labels', async () => {
    signInAs(['author'], 6);
    const released = peerReview(2, {
      user: null,
      recommendation: null,
      content: 'The method is sound.',
      released_at: '2026-03-08T12:00:00.000Z',
    });
    serve(
      manuscriptDetailFixture({ permissions: permissionsOf(), reviews: [asReview(released)] }),
      roundsOf(reviewRound({ status: 'closed', reviews: [released] })),
    );
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12?tab=reviews' });

    expect(await screen.findByText('The method is sound.')).toBeInTheDocument();
    expect(await screen.findByText('1 review sent to you')).toBeInTheDocument();
    expect(screen.getByText('Anonymous reviewer', { exact: false })).toBeInTheDocument();
    expect(screen.queryByTestId('release-status')).not.toBeInTheDocument();
  });
});

describe('a reviewer', () => {
  const ME = 7;

  it('who has submitted sees "Review submitted" and their own review, never the form', async () => {
    signInAs(['reviewer'], ME);
    const mine = peerReview(9, {
      user: { id: ME, name: 'Rita Reviewer' },
      invitation_id: 4,
      rating: 3,
      title: 'Needs work',
      content: 'The loss data are missing.',
      recommendation: 'major_revisions',
      confidential_comments: 'I suspect a duplicate submission.',
      file: {
        file_name: 'my-notes.pdf',
        mime_type: 'application/pdf',
        file_size: 2048,
        download_url: '/api/v1/reviews/9/file',
      },
    });
    serve(
      manuscriptDetailFixture({
        allowed_transitions: [],
        // Even a stale permission never brings the form back once the review is in.
        permissions: permissionsOf({ review: true }),
        reviews: [asReview(mine)],
      }),
      roundsOf(reviewRound({ invitations: [invitation(4, ME, 'completed')], reviews: [mine] })),
    );
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12?tab=reviews&write=1' });

    const own = await screen.findByRole('region', { name: 'Review submitted' });
    expect(within(own).getByLabelText('Rated 3 out of 5')).toBeInTheDocument();
    expect(within(own).getByText(/Major revisions/)).toBeInTheDocument();
    expect(within(own).getByText('Needs work')).toBeInTheDocument();
    expect(within(own).getByText('The loss data are missing.')).toBeInTheDocument();
    expect(within(own).getByText('I suspect a duplicate submission.')).toBeInTheDocument();
    expect(within(own).getByText('my-notes.pdf')).toBeInTheDocument();
    expect(within(own).getByTestId('release-status')).toHaveTextContent('With the editors');
    // The workflow card says so too.
    expect(screen.getByTestId('review-submitted')).toHaveTextContent('Review submitted');

    expect(screen.queryByText('Write a Review', { selector: 'button *' })).not.toBeInTheDocument();
    expect(screen.queryByText('Review of MS-12')).not.toBeInTheDocument();
    expect(
      screen.queryByText(
        'You are reviewing this manuscript: write your review in the Reviews tab.',
      ),
    ).not.toBeInTheDocument();
    // Their confidential comments appear once, with their review.
    expect(screen.getAllByText('I suspect a duplicate submission.')).toHaveLength(1);
  });

  it('who has not submitted yet is offered the form, with an empty state that speaks to them', async () => {
    signInAs(['reviewer'], ME);
    serve(
      manuscriptDetailFixture({
        allowed_transitions: [],
        permissions: permissionsOf({ review: true }),
        reviews: [],
      }),
      roundsOf(reviewRound({ invitations: [invitation(4, ME, 'accepted')] })),
    );
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12?tab=reviews' });

    expect(
      await screen.findByText('You have not sent a review of this manuscript yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Write a Review', { selector: 'button *' })).toBeInTheDocument();
    expect(
      screen.getByText('You are reviewing this manuscript: write your review in the Reviews tab.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('review-submitted')).not.toBeInTheDocument();
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
  });
});
