import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ConflictOverrideNote } from './conflict-override-note';

jest.setTimeout(60_000);

it('shows editors that an invitation overrode conflicts, which ones, and why', async () => {
  renderWithProviders(
    <ConflictOverrideNote
      override={{
        reason: 'Different department; no joint work.',
        conflicts: [
          { reviewer_id: 4, kind: 'same_institution', detail: 'University of London' },
          { reviewer_id: 4, kind: 'co_author', detail: 'Ada Lovelace' },
          { reviewer_id: 9, kind: 'same_institution', detail: 'University of London' },
        ],
      }}
    />,
  );
  expect(await screen.findByText('Conflict overridden')).toBeInTheDocument();
  expect(screen.getByText('Same institution')).toBeInTheDocument();
  expect(screen.getByText('Co-author')).toBeInTheDocument();
  expect(screen.getByText(/Different department; no joint work\./)).toBeInTheDocument();
});
