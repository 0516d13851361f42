import { screen, within } from '@testing-library/react';
import { type Manuscript, type ReviewRoundsResponse } from '@colophon/shared/contracts';
import { ManuscriptsRoutes } from '../../../routes';
import { fakeApi } from '../../../testing/fake-api';
import { manuscriptDetailFixture, permissionsOf } from '../../../testing/manuscript-detail-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { signInAs, signOut } from '../../../testing/sign-in-as';
import { invitation, noDecisions, reviewRound, roundsOf } from '../testing/round-fixtures';

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

/** Round 1 as the API sends it to an editor: one invitation declined, its alternate invited, one waiting. */
const editorsRound = reviewRound({
  invitations: [
    { ...invitation(1, 41, 'declined'), reviewer: { id: 41, name: 'Dana First' } },
    { ...invitation(2, 42, 'invited'), reviewer: { id: 42, name: 'Ravi Second' } },
  ],
  alternates: [
    {
      id: 1,
      reviewer: { id: 42, name: 'Ravi Second' },
      position: 1,
      status: 'invited',
      for_invitation_id: 1,
      invitation_id: 2,
      replaces_invitation_id: 1,
      called_because: 'declined',
      skipped_because: null,
      updated_at: '2026-03-04T12:00:00.000Z',
    },
    {
      id: 2,
      reviewer: { id: 43, name: 'Mei Third' },
      position: 2,
      status: 'waiting',
      for_invitation_id: 1,
      invitation_id: null,
      replaces_invitation_id: null,
      called_because: null,
      skipped_because: null,
      updated_at: '2026-03-03T12:00:00.000Z',
    },
  ],
});

describe('the review rounds panel', () => {
  it('shows the editors the alternates of each round, under its invitations', async () => {
    signInAs(['editor-in-chief'], 3);
    serve(
      manuscriptDetailFixture({ permissions: permissionsOf({ assign_reviewers: true }) }),
      roundsOf(editorsRound),
    );
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12?tab=reviews' });
    const round = await screen.findByTestId('review-round');
    const alternates = await within(round).findByRole('region', { name: 'Alternates' });
    const items = within(alternates).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ravi SecondInvitedin place of');
    expect(items[0]).toHaveTextContent('who declined');
    expect(items[1]).toHaveTextContent('Mei ThirdWaiting');
  });

  it('shows an author no alternates (the API sends none)', async () => {
    signInAs(['author'], 6);
    serve(
      manuscriptDetailFixture({ permissions: permissionsOf({}) }),
      roundsOf(reviewRound({ status: 'closed' })),
    );
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12?tab=reviews' });
    await screen.findByTestId('review-round');
    expect(screen.queryByTestId('round-alternates')).not.toBeInTheDocument();
  });
});
