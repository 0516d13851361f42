import { screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@colophon/shared';
import { type Paginated } from '@colophon/shared/contracts';
import { ManuscriptsRoutes } from '../../../routes';
import { manuscriptFixture } from '../../../testing/manuscript-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { type Manuscript } from '../../../lib/manuscript';

jest.setTimeout(30_000);

const page = (data: Manuscript[]): Paginated<Manuscript> => ({
  data,
  meta: { current_page: 1, per_page: 10, last_page: 1, total: data.length },
});

afterEach(() => jest.restoreAllMocks());

describe('manuscripts list', () => {
  it('renders MS ids, titles, journal, type, status, version and submitted date', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({
      data: page([
        manuscriptFixture(12, 'Light in fibres'),
        manuscriptFixture(13, 'On letters', {
          manuscript_type: 'case_study',
          status: 'draft',
          version: 1,
          journal: null,
        }),
      ]),
    });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts' });

    expect((await screen.findByText('MS-12')).closest('a')).toHaveAttribute(
      'href',
      '/manuscripts/12',
    );
    const row = screen.getByText('Light in fibres').closest('tr') as HTMLElement;
    expect(within(row).getByText('Journal of Optics')).toBeInTheDocument();
    expect(within(row).getByText('Research Article')).toBeInTheDocument();
    expect(within(row).getByText('Under Review')).toHaveAttribute('data-variant', 'warning');
    expect(within(row).getByText('v2')).toBeInTheDocument();
    expect(within(row).getByText('Mar 5, 2026')).toBeInTheDocument();

    const other = screen.getByText('On letters').closest('tr') as HTMLElement;
    expect(within(other).getByText('Case Study')).toBeInTheDocument();
    expect(within(other).getByText('v1')).toBeInTheDocument();
  });

  it('sends the search and the status and type filters from the URL', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ data: page([manuscriptFixture(12, 'Light in fibres')]) });
    renderWithProviders(<ManuscriptsRoutes />, {
      route: '/manuscripts?search=light&status=under_review&type=case_study',
    });

    await screen.findByText('MS-12');
    expect(get).toHaveBeenCalledWith('manuscripts', {
      params: {
        page: 1,
        per_page: 10,
        search: 'light',
        status: 'under_review',
        manuscript_type: 'case_study',
      },
    });
    expect(screen.getByText('Under Review', { selector: '.ant-select *' })).toBeInTheDocument();
    expect(screen.getByText('Case Study', { selector: '.ant-select *' })).toBeInTheDocument();
  });

  it('ignores an unknown filter value in the URL', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: page([]) });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts?status=bogus' });

    expect(await screen.findByText('No manuscripts found')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('manuscripts', { params: { page: 1, per_page: 10 } });
  });

  it('shows the load failure inline and as a toast', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('boom'));
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts' });

    await waitFor(() => expect(screen.getAllByText('Failed to fetch manuscripts')).toHaveLength(2));
    expect(document.querySelector('[role="alert"]')).toHaveTextContent(
      'Failed to fetch manuscripts',
    );
    expect(document.querySelector('.ant-notification')).toHaveTextContent(
      'Failed to fetch manuscripts',
    );
  });
});
