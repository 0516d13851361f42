import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { apiClient, useAuthStore } from '@colophon/shared';
import { type RoleName } from '@colophon/shared/contracts';
import { makeUser } from '@colophon/shared/testing';
import { JournalsRoutes } from '../../../routes';
import { journalFixture } from '../../../testing/journal-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';

// A large antd form in jsdom, on a shared machine: generous per-test time.
jest.setTimeout(120_000);

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const signInAs = (role: RoleName) =>
  useAuthStore.setState({ user: makeUser({ roles: [{ id: 1, name: role, description: null }] }) });
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const fill = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const axiosError = (status: number, data: unknown) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });

const optics = journalFixture(5, 'Journal of Optics', {
  admin_notes: 'Renewal due in March',
  keywords: ['optics', 'lasers'],
  impact_factor: 2.5,
});

function mockReads() {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === 'categories/tree') return Promise.resolve({ data: { data: [] } });
    if (url === 'journals/5') return Promise.resolve({ data: { data: optics } });
    // The list a save lands on.
    if (url === 'journals')
      return Promise.resolve({
        data: { data: [optics], meta: { current_page: 1, per_page: 10, last_page: 1, total: 1 } },
      });
    if (url === 'tags') return Promise.resolve({ data: { data: [] } });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
}

beforeEach(() => signInAs('admin'));
afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.setState({ user: null });
});

describe('journal form: create', () => {
  it('starts from the spec defaults', async () => {
    mockReads();
    renderWithProviders(<JournalsRoutes />, { route: '/journals/create' });
    await screen.findByText('Create Journal');
    expect(field('Languages')).toHaveValue('en');
    expect(field('Active')).toBeChecked();
    expect(field('Peer reviewed')).toBeChecked();
    expect(field('Open access')).not.toBeChecked();
    expect(screen.getByText('Monthly')).toBeInTheDocument();
    expect(screen.getByText('Double blind')).toBeInTheDocument();
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    // Admin notes are for staff, and an admin is staff.
    expect(field('Admin notes')).toBeInTheDocument();
  });

  it('shows every validation message at its field, then saves the parsed journal', async () => {
    mockReads();
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { message: 'Journal created successfully', data: optics } });
    renderWithProviders(<JournalsRoutes />, { route: '/journals/create' });
    await screen.findByText('Create Journal');

    fill('ISSN', '1234');
    fill('E-ISSN', '1234-56789');
    fill('Website', 'www.example.org');
    fill('Logo URL', 'ftp://example.org/logo.png');
    fill('Cover image URL', 'cover.png');
    fill('Contact email', 'editor-at-example');
    fill('h-index', '2.5');
    await user.click(screen.getByText('Create Journal'));

    for (const message of [
      'Journal title is required',
      'Journal description is required',
      'Invalid ISSN format (e.g., 1234-5678)',
      'Invalid E-ISSN format (e.g., 1234-5678)',
      'Invalid email format',
      'Must be a whole number',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(
      screen.getAllByText('Invalid URL format (must start with http:// or https://)'),
    ).toHaveLength(3);
    expect(field('ISSN')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();

    fill('Title', 'Journal of Tests');
    fill('Description', 'Everything about tests.');
    fill('ISSN', '1234-5678');
    fill('E-ISSN', '8765-432X');
    fill('Website', 'https://tests.example.org');
    fill('Logo URL', '');
    fill('Cover image URL', '');
    fill('Contact email', 'editor@tests.example.org');
    fill('h-index', '12');
    fill('Keywords', ' testing, , quality ,');
    fill('Submission fee', '0');
    fill('Publication fee', '150.5');
    await user.click(screen.getByText('Create Journal'));

    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      'journals',
      expect.objectContaining({
        title: 'Journal of Tests',
        issn: '1234-5678',
        e_issn: '8765-432X',
        logo_url: null,
        h_index: 12,
        keywords: ['testing', 'quality'],
        languages: ['en'],
        submission_fee: 0,
        publication_fee: 150.5,
        publication_frequency: 'monthly',
        peer_review_type: 'double_blind',
        status: 'active',
        is_active: true,
        is_peer_reviewed: true,
        category_ids: [],
      }),
    );
    expect(await screen.findByText('Journal created successfully')).toBeInTheDocument();
    // Back on the list, latest first, the new journal marked and announced; then the mark leaves the URL.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/journals\?sort=updated_at&direction=desc$/,
      ),
    );
    expect(screen.getByText(`Saved: ${optics.title}`)).toBeInTheDocument();
    expect(document.querySelector(`tr[data-row-key="${optics.id}"]`)).toHaveClass(
      'colophon-row-saved',
    );
  });

  it("maps the server's field errors onto the fields", async () => {
    mockReads();
    jest.spyOn(apiClient, 'post').mockRejectedValue(
      axiosError(422, {
        message: 'The given data was invalid.',
        errors: { issn: ['The ISSN has already been taken'] },
      }),
    );
    renderWithProviders(<JournalsRoutes />, { route: '/journals/create' });
    await screen.findByText('Create Journal');
    fill('Title', 'Journal of Tests');
    fill('Description', 'About tests');
    fill('ISSN', '1234-5678');
    await user.click(screen.getByText('Create Journal'));

    expect(await screen.findByText('The ISSN has already been taken')).toBeInTheDocument();
    expect(screen.getByText('Please fix the validation errors')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/journals/create');
  });

  it("says 'Failed to save journal' when the save fails without a reason", async () => {
    mockReads();
    jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('Network Error'));
    renderWithProviders(<JournalsRoutes />, { route: '/journals/create' });
    await screen.findByText('Create Journal');
    fill('Title', 'Journal of Tests');
    fill('Description', 'About tests');
    await user.click(screen.getByText('Create Journal'));
    expect(await screen.findByText('Failed to save journal')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    mockReads();
    renderWithProviders(<JournalsRoutes />, { route: '/journals/create' });
    await screen.findByText('Create Journal');
    fill('Title', 'Half-written');

    await user.click(screen.getByText('Cancel'));
    const dialog = (await screen.findAllByText('Leave this page?'))[0]!.closest(
      '.ant-modal',
    ) as HTMLElement;
    await user.click(within(dialog).getByText('Stay'));
    await waitFor(() => expect(screen.queryByText('Leave this page?')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/journals/create');

    await user.click(screen.getByText('Cancel'));
    const again = (await screen.findAllByText('Leave this page?'))[0]!.closest(
      '.ant-modal',
    ) as HTMLElement;
    await user.click(within(again).getByText('Leave'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/journals$/));
  });

  it('is not offered to a reader who cannot manage journals', async () => {
    signInAs('editor-in-chief');
    mockReads();
    renderWithProviders(<JournalsRoutes />, { route: '/journals/create' });
    expect(await screen.findByText("You don't have access to this page")).toBeInTheDocument();
    expect(screen.getByText('Back to Journals').closest('a')).toHaveAttribute('href', '/journals');
    expect(screen.queryByText('Create Journal')).not.toBeInTheDocument();
  });
});

describe('journal form: edit', () => {
  it('loads the journal and sends only the changed fields', async () => {
    mockReads();
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue({ data: { message: 'Journal updated successfully', data: optics } });
    renderWithProviders(<JournalsRoutes />, { route: '/journals/5/edit' });

    expect(await screen.findByDisplayValue('Journal of Optics')).toBeInTheDocument();
    expect(field('Keywords')).toHaveValue('optics, lasers');
    expect(field('Impact factor')).toHaveValue('2.5');
    expect(field('Admin notes')).toHaveValue('Renewal due in March');

    fill('Title', 'Optics Letters');
    fill('Keywords', 'optics');
    await user.click(screen.getByText('Save Changes'));

    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('journals/5', {
        title: 'Optics Letters',
        keywords: ['optics'],
      }),
    );
    expect(await screen.findByText('Journal updated successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/journals\?sort=updated_at&direction=desc$/,
      ),
    );
    expect(screen.getByText(`Saved: ${optics.title}`)).toBeInTheDocument();
  });

  it("shows 'Journal not found' for an unknown journal", async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockRejectedValue(axiosError(404, { message: 'Journal not found' }));
    renderWithProviders(<JournalsRoutes />, { route: '/journals/77/edit' });
    expect(await screen.findByText('Journal not found')).toBeInTheDocument();
  });
});
