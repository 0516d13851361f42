import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { candidateFixture } from '../../../testing/reviewer-candidate-fixture';
import { ReviewerCandidateItem } from './reviewer-candidate-item';

jest.setTimeout(30_000);

const marsh = candidateFixture(41, 'Mara Marsh', {
  fit: 86,
  institution: 'Coastal University',
  reasons: [
    { source: 'research_areas', terms: ['salt marsh', 'carbon burial'] },
    { source: 'publications', terms: ['sediment'] },
    { source: 'reviewed_keywords', terms: [] },
  ],
  conflicts: [{ kind: 'same_institution', detail: 'Coastal University' }],
  author_suggested: { reason: 'Knows the estuary' },
  open_reviews: 6,
  over_limit: true,
  track_record: {
    invitations_last_year: 9,
    accepted_share: 0.75,
    declined_share: 0.25,
    median_days_to_review: 14.5,
    overdue: 2,
    last_invited_at: '2026-02-10T09:00:00.000Z',
    average_rating: 4.25,
    ratings: 4,
  },
});

function renderItem(onToggle = jest.fn()) {
  renderWithProviders(
    <ReviewerCandidateItem
      candidate={marsh}
      suggested
      checked={false}
      onToggle={onToggle}
      maxOpenReviews={5}
    />,
  );
  return onToggle;
}

it('shows the fit, the matched terms by source, the conflict and the authors\u2019 suggestion', () => {
  renderItem();
  const row = screen.getByTestId('reviewer-candidate');
  expect(row).toHaveTextContent('Fit 86');
  const reasons = screen.getByTestId('candidate-reasons');
  expect(reasons).toHaveTextContent(
    /^Research areas:.*salt marsh.*carbon burial.*Publications:.*sediment/,
  );
  // A source without matched terms is left out.
  expect(row).not.toHaveTextContent('Reviewed before');
  expect(screen.getByTestId('candidate-conflicts')).toHaveTextContent(
    /Same institution as an author: .?Coastal University/,
  );
  expect(row).toHaveTextContent('Suggested by the authors');
  expect(row).toHaveTextContent(/The authors' reason: .?Knows the estuary/);
  expect(row).toHaveTextContent("6 open reviews; the journal's maximum is 5");
  expect(screen.getByText('Over the limit')).toBeInTheDocument();
});

it('announces the fit, the reasons and the conflicts with the checkbox', () => {
  const onToggle = renderItem();
  const box = screen.getByRole('checkbox', { name: 'Invite Mara Marsh' });
  expect(box).toHaveAccessibleDescription(
    new RegExp(
      [
        'Fit score 86 of 100',
        'Research areas: salt marsh, carbon burial Publications: sediment',
        "The authors' reason: .?Knows the estuary",
        'Same institution as an author: .?Coastal University',
        "6 open reviews; the journal's maximum is 5",
      ].join('.*'),
    ),
  );
  fireEvent.click(box);
  expect(onToggle).toHaveBeenCalledWith(marsh);
});

it('folds the track record until asked', () => {
  renderItem();
  expect(screen.queryByText('Invitations in the last 12 months')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /Track record/ }));
  const record = screen
    .getByText('Invitations in the last 12 months')
    .closest('table') as HTMLElement;
  expect(record).toHaveTextContent('Invitations in the last 12 months9');
  expect(record).toHaveTextContent('Accepted75%');
  expect(record).toHaveTextContent('Declined25%');
  expect(record).toHaveTextContent('Median days to review14.5');
  expect(record).toHaveTextContent('Overdue2');
  expect(record).toHaveTextContent('Last invitedFeb 10, 2026');
  expect(record).toHaveTextContent("Editors' average rating4.3 / 5 (4 ratings)");
});
