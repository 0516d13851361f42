import { screen, waitFor } from '@testing-library/react';
import { apiClient } from '@colophon/shared';
import { ManuscriptsRoutes } from '../../../routes';
import { manuscriptFixture } from '../../../testing/manuscript-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';

jest.setTimeout(30_000);

const mine = manuscriptFixture(7, 'My first paper', {
  manuscript_type: 'letter',
  journal_id: 1,
  journal: { id: 1, title: 'Botany Letters', name: 'Botany Letters' },
  status: 'submitted',
  version: 1,
});

afterEach(() => jest.restoreAllMocks());

describe('My Submissions', () => {
  it("lists the user's manuscripts with a view link and a New Submission button", async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: [mine] } });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/submissions' });

    expect(await screen.findByText('My first paper')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('manuscripts/user/my-manuscripts', {
      params: { page: 1, per_page: 10 },
    });
    expect(screen.getByText('My Submissions')).toBeInTheDocument();
    expect(screen.getByLabelText('View MS-7')).toHaveAttribute('href', '/manuscripts/7');
    expect(screen.getByText('New Submission').closest('a')).toHaveAttribute(
      'href',
      '/manuscripts/create',
    );
    expect(screen.getByText('Botany Letters')).toBeInTheDocument();
  });

  it("sorts through the API and marks the row an author's save lands on", async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: [mine] } });
    renderWithProviders(<ManuscriptsRoutes />, {
      route: '/submissions?sort=updated_at&direction=desc&highlight=7',
    });

    expect(await screen.findByText('Saved: My first paper')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('manuscripts/user/my-manuscripts', {
      params: { page: 1, per_page: 10, sort: 'updated_at', direction: 'desc' },
    });
    expect(document.querySelector('tr[data-row-key="7"]')).toHaveClass('colophon-row-saved');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/submissions\?sort=updated_at&direction=desc$/,
      ),
    );
    const updated = [...document.querySelectorAll('thead th')].find(
      (th) => th.textContent === 'Updated',
    );
    expect(updated).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows an empty state without submissions', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: [] } });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/submissions' });
    expect(await screen.findByText('You have no submissions yet')).toBeInTheDocument();
  });

  it('shows the load failure', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('boom'));
    renderWithProviders(<ManuscriptsRoutes />, { route: '/submissions' });

    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')).toHaveTextContent(
        'Failed to load submissions',
      ),
    );
    expect(screen.queryByText('My first paper')).not.toBeInTheDocument();
  });
});
