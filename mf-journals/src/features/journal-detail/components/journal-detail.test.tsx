import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { apiClient, useAuthStore } from '@colophon/shared';
import { type ManuscriptSummary, type RoleName } from '@colophon/shared/contracts';
import { makeUser } from '@colophon/shared/testing';
import { JournalsRoutes } from '../../../routes';
import { journalFixture } from '../../../testing/journal-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';

jest.setTimeout(60_000);

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const signInAs = (role: RoleName) =>
  useAuthStore.setState({ user: makeUser({ roles: [{ id: 1, name: role, description: null }] }) });
const axiosError = (status: number, data: unknown) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });

const journal = journalFixture(5, 'Journal of Optics', {
  abbreviation: 'J. Opt.',
  submission_fee: 0,
  publication_fee: 150,
  impact_factor: 3.2,
  h_index: 41,
  acceptance_rate: 27.5,
  aims: 'To advance the science of light.',
  indexing_databases: ['Scopus', 'DOAJ'],
  admin_notes: 'Renewal due in March',
  status: 'under_review',
});

const manuscript = (id: number, title: string): ManuscriptSummary => ({
  id,
  title,
  abstract: '',
  keywords: [],
  tags: [],
  manuscript_type: 'research_article',
  journal_id: 5,
  journal: { id: 5, title: 'Journal of Optics', name: 'Journal of Optics' },
  doi: null,
  status: 'submitted',
  version: 2,
  submission_date: '2026-02-01T00:00:00.000Z',
  submission_notes: null,
  submitter: null,
  corresponding_author: null,
  created_at: '2026-02-01T00:00:00.000Z',
  updated_at: '2026-02-01T00:00:00.000Z',
});

function mockReads(manuscripts: ManuscriptSummary[] = []) {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === 'journals/5') return Promise.resolve({ data: { data: journal } });
    if (url === 'journals/5/manuscripts') {
      const meta = {
        current_page: 1,
        per_page: 10,
        last_page: 1,
        total: manuscripts.length,
        total_capped: false,
      };
      return Promise.resolve({ data: { data: manuscripts, meta } });
    }
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
}

beforeEach(() => signInAs('admin'));
afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.setState({ user: null });
});

describe('journal detail', () => {
  it('shows the overview with fees in dollars and Free for zero, then each tab', async () => {
    mockReads();
    renderWithProviders(<JournalsRoutes />, { route: '/journals/5' });

    expect(await screen.findByText('J. Opt. · Colophon Press')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('$150.00')).toBeInTheDocument();
    expect(screen.getByText('Under Review')).toHaveAttribute('data-variant', 'warning');
    expect(screen.getByText('Edit').closest('a')).toHaveAttribute('href', '/journals/5/edit');
    // The spec's five tabs, the editorial team, then the editors' correspondence and review form (an administrator sees all).
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.slice(-4)).toEqual(['Editorial team', 'Reminders', 'Letters', 'Review form']);
    expect(tabs).toHaveLength(9);

    await user.click(screen.getByText('Metrics & Impact'));
    expect(await screen.findByText('3.2')).toBeInTheDocument();
    expect(screen.getByText('27.5%')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/journals/5?tab=metrics');

    await user.click(screen.getByText('Policies & Guidelines'));
    expect(await screen.findByText('To advance the science of light.')).toBeInTheDocument();

    await user.click(screen.getByText('Additional Details'));
    expect(await screen.findByText('DOAJ')).toBeInTheDocument();
    expect(screen.getByText('Renewal due in March')).toBeInTheDocument();
  });

  it('hides admin notes and write actions from an author', async () => {
    signInAs('author');
    mockReads();
    renderWithProviders(<JournalsRoutes />, { route: '/journals/5?tab=details' });
    expect(await screen.findByText('DOAJ')).toBeInTheDocument();
    expect(screen.queryByText('Admin notes')).not.toBeInTheDocument();
    expect(screen.queryByText('Renewal due in March')).not.toBeInTheDocument();
    expect(screen.queryByText('Edit')).not.toBeInTheDocument();
  });

  it('counts manuscripts on the tab and, when there are none, links to /manuscripts', async () => {
    mockReads();
    renderWithProviders(<JournalsRoutes />, { route: '/journals/5' });
    expect(await screen.findByTitle('0 manuscripts')).toBeInTheDocument();
    await user.click(screen.getByText('Manuscripts'));
    expect(await screen.findByText('No manuscripts yet')).toBeInTheDocument();
    expect(screen.getByText('Go to Manuscripts').closest('a')).toHaveAttribute(
      'href',
      '/manuscripts',
    );
  });

  it("lists the journal's manuscripts with their ids and links", async () => {
    const get = mockReads([manuscript(12, 'Photonic crystals'), manuscript(13, 'Lens design')]);
    renderWithProviders(<JournalsRoutes />, { route: '/journals/5?tab=manuscripts' });
    expect(await screen.findByText('Photonic crystals')).toBeInTheDocument();
    expect(screen.getByTitle('2 manuscripts')).toBeInTheDocument();
    expect(screen.getByText('MS-12').closest('a')).toHaveAttribute('href', '/manuscripts/12');
    expect(screen.getAllByText('v2')).toHaveLength(2);
    expect(get).toHaveBeenCalledWith('journals/5/manuscripts', {
      params: { page: 1, per_page: 10 },
    });
  });

  it("shows 'Journal not found' without asking the API for a malformed id", async () => {
    const get = mockReads();
    renderWithProviders(<JournalsRoutes />, { route: '/journals/abc' });
    expect(await screen.findByText('Journal not found')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it("shows 'Failed to load journal' inline and as a toast, with a retry", async () => {
    const get = jest.spyOn(apiClient, 'get').mockRejectedValue(axiosError(500, {}));
    renderWithProviders(<JournalsRoutes />, { route: '/journals/5' });
    await waitFor(() => expect(screen.getAllByText('Failed to load journal')).toHaveLength(2));
    get.mockRestore();
    mockReads();
    await user.click(screen.getByText('Retry'));
    expect(await screen.findByText('Free')).toBeInTheDocument();
  });
});
