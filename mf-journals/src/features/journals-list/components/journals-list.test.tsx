import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { apiClient, useAuthStore } from '@colophon/shared';
import { type Journal, type Paginated, type RoleName } from '@colophon/shared/contracts';
import { makeUser } from '@colophon/shared/testing';
import { JournalsRoutes } from '../../../routes';
import { journalFixture } from '../../../testing/journal-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';

jest.setTimeout(30_000);

const page = (data: Journal[], total = data.length): Paginated<Journal> => ({
  data,
  meta: { current_page: 1, per_page: 10, last_page: Math.max(1, Math.ceil(total / 10)), total },
});

const optics = journalFixture(1, 'Journal of Optics');
const botany = journalFixture(2, 'Botany Letters', {
  issn: null,
  status: 'suspended',
  is_active: false,
  publisher: null,
});

// jsdom's getComputedStyle is slow with antd's many style tags; the pointer-events check calls it per ancestor.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

const signInAs = (role: RoleName) =>
  useAuthStore.setState({ user: makeUser({ roles: [{ id: 1, name: role, description: null }] }) });

beforeEach(() => signInAs('admin'));
afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.setState({ user: null });
});

describe('journals list', () => {
  it('renders a row per journal with a link, ISSN, publisher, status and active flag', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: page([optics, botany]) });
    renderWithProviders(<JournalsRoutes />, { route: '/journals' });

    expect((await screen.findByText('Journal of Optics')).closest('a')).toHaveAttribute(
      'href',
      '/journals/1',
    );
    const opticsRow = rowOf('Journal of Optics');
    expect(within(opticsRow).getByText('1234-5678')).toBeInTheDocument();
    expect(within(opticsRow).getByText('Colophon Press')).toBeInTheDocument();
    expect(within(opticsRow).getByText('Active')).toHaveAttribute('data-variant', 'success');
    expect(within(opticsRow).getByText('Yes')).toBeInTheDocument();

    const botanyRow = rowOf('Botany Letters');
    expect(within(botanyRow).getByText('Suspended')).toBeInTheDocument();
    expect(within(botanyRow).getByText('No')).toBeInTheDocument();
    expect(within(botanyRow).getByLabelText('Edit Botany Letters')).toHaveAttribute(
      'href',
      '/journals/2/edit',
    );

    expect(screen.getByText('Add Journal').closest('a')).toHaveAttribute(
      'href',
      '/journals/create',
    );
  });

  it('asks for 10 per page and puts a search into the URL', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: page([optics]) });
    renderWithProviders(<JournalsRoutes />, { route: '/journals?page=2' });
    await screen.findByText('Journal of Optics');
    expect(get).toHaveBeenCalledWith('journals', { params: { page: 2, per_page: 10 } });

    await user.type(screen.getByLabelText('Search journals'), 'optics{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/journals?search=optics');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('journals', {
        params: { page: 1, per_page: 10, search: 'optics' },
      }),
    );
  });

  it('shows an empty state when nothing matches', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: page([]) });
    renderWithProviders(<JournalsRoutes />, { route: '/journals?search=zzz' });
    expect(await screen.findByText('No journals found')).toBeInTheDocument();
  });

  it('shows the load failure inline and as a toast', async () => {
    const get = jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('boom'));
    renderWithProviders(<JournalsRoutes />, { route: '/journals' });

    await waitFor(() => expect(screen.getAllByText('Failed to fetch journals')).toHaveLength(2));
    expect(document.querySelector('[role="alert"]')).toHaveTextContent('Failed to fetch journals');
    expect(document.querySelector('.ant-notification')).toHaveTextContent(
      'Failed to fetch journals',
    );

    get.mockResolvedValue({ data: page([optics]) });
    await user.click(screen.getByText('Retry'));
    expect(await screen.findByText('Journal of Optics')).toBeInTheDocument();
  });

  it('filters by status through the URL, and exports the filtered list as CSV', async () => {
    const get = jest.spyOn(apiClient, 'get').mockImplementation((url: string) =>
      Promise.resolve({
        data: url === 'journals' ? page([optics]) : new Blob(['id,title\r\n']),
      }),
    );
    const createObjectURL = jest.fn(() => 'blob:journals');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<JournalsRoutes />, {
      route: '/journals?search=optics&status=suspended&page=3',
    });

    await screen.findByText('Journal of Optics');
    expect(get).toHaveBeenCalledWith('journals', {
      params: { page: 3, per_page: 10, search: 'optics', status: 'suspended' },
    });
    await user.click(screen.getByText('Export CSV'));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('journals/export.csv', {
        params: { search: 'optics', status: 'suspended' },
        responseType: 'blob',
      }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('ignores an unknown status in the URL', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: page([optics]) });
    renderWithProviders(<JournalsRoutes />, { route: '/journals?status=bogus' });
    await screen.findByText('Journal of Optics');
    expect(get).toHaveBeenCalledWith('journals', { params: { page: 1, per_page: 10 } });
  });

  it('shows neither write actions nor the export to an author', async () => {
    signInAs('author');
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: page([optics]) });
    renderWithProviders(<JournalsRoutes />, { route: '/journals' });
    await screen.findByText('Journal of Optics');
    expect(screen.getByLabelText('View Journal of Optics')).toBeInTheDocument();
    expect(screen.queryByLabelText('Edit Journal of Optics')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Delete Journal of Optics')).not.toBeInTheDocument();
    expect(screen.queryByText('Add Journal')).not.toBeInTheDocument();
    expect(screen.queryByText('Export CSV')).not.toBeInTheDocument();
  });

  it('lets an editor export but not edit', async () => {
    signInAs('editor-in-chief');
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: page([optics]) });
    renderWithProviders(<JournalsRoutes />, { route: '/journals' });
    await screen.findByText('Journal of Optics');
    expect(screen.getByText('Export CSV')).toBeInTheDocument();
    expect(screen.queryByLabelText('Edit Journal of Optics')).not.toBeInTheDocument();
  });

  it('deletes a journal after confirmation', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: page([optics]) });
    const del = jest
      .spyOn(apiClient, 'delete')
      .mockResolvedValue({ data: { message: 'Journal deleted successfully' } });
    renderWithProviders(<JournalsRoutes />, { route: '/journals' });

    await user.click(await screen.findByLabelText('Delete Journal of Optics'));
    const dialog = (await screen.findByText(/This action cannot be undone/)).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(del).not.toHaveBeenCalled();
    await user.click(within(dialog).getByText('Delete'));

    expect(del).toHaveBeenCalledWith('journals/1');
    expect(await screen.findByText('Journal deleted successfully')).toBeInTheDocument();
  });
});

describe('deleting a journal that still has manuscripts', () => {
  it('keeps the journal and says why', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: page([optics]) });
    jest.spyOn(apiClient, 'delete').mockRejectedValue({
      status: 409,
      message: 'Cannot delete a journal that has manuscripts. Deactivate it instead.',
      errors: {},
    });
    renderWithProviders(<JournalsRoutes />, { route: '/journals' });

    await user.click(await screen.findByLabelText('Delete Journal of Optics'));
    const dialog = (await screen.findByText(/This action cannot be undone/)).closest(
      '.ant-modal',
    ) as HTMLElement;
    await user.click(within(dialog).getByText('Delete'));
    expect(await screen.findByText('Failed to delete journal')).toBeInTheDocument();
    expect(screen.getByText(/Deactivate it instead/)).toBeInTheDocument();
  });
});
