import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { apiClient, useAuthStore } from '@colophon/shared';
import { makeUser } from '@colophon/shared/testing';
import { type User } from '@colophon/shared/contracts';
import { UsersRoutes } from '../../../routes';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ALL_ROLES, makePublication, makeTestUser, role } from '../../../testing/fixtures';

jest.setTimeout(60_000);

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const longTitle = 'The analytical engine and the weaving of algebraic patterns in cards';

function mockApi(
  target: User | Error,
  publications = [
    makePublication(1),
    makePublication(2, {
      title: longTitle,
      doi: '10.1234/engine',
      is_verified: false,
      is_open_access: true,
    }),
  ],
) {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === 'users/roles') return Promise.resolve({ data: { data: ALL_ROLES } });
    if (url === 'users/7')
      return target instanceof Error
        ? Promise.reject(target)
        : Promise.resolve({ data: { data: target } });
    if (url === 'users/7/publications')
      return Promise.resolve({
        data: {
          data: publications,
          meta: { current_page: 1, per_page: 100, last_page: 1, total: publications.length },
        },
      });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
}

const signInAs = (...roles: string[]) =>
  useAuthStore.setState({
    user: makeUser({ id: 1, roles: roles.map((name, i) => role(i + 1, name)) }),
    token: 'token',
    isAuthenticated: true,
  });

beforeEach(() => signInAs('admin'));
afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.setState({ user: null, token: null, isAuthenticated: false });
});

describe('user detail', () => {
  it('shows the header card, stat tiles and tabs of a user', async () => {
    const get = mockApi(makeTestUser());
    renderWithProviders(<UsersRoutes />, { route: '/users/7' });

    expect(await screen.findByText('Ada Lovelace', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(screen.getByText('Dr.')).toBeInTheDocument();
    expect(screen.getByText('Professor · Analytical Society')).toBeInTheDocument();
    expect(screen.getByText('London, United Kingdom')).toBeInTheDocument();
    expect(screen.getByText('Verified Email')).toBeInTheDocument();
    // Hyphens of role names shown as spaces.
    expect(screen.getByText('Editor-in-Chief')).toBeInTheDocument();
    for (const link of screen.getAllByText('ada.lovelace@colophon.test'))
      expect(link.closest('a')).toHaveAttribute('href', 'mailto:ada.lovelace@colophon.test');
    expect(screen.getByText('Edit Roles')).toBeInTheDocument();
    expect(screen.getByText('Back to Users').closest('a')).toHaveAttribute('href', '/users');
    expect(screen.getByText('Edit').closest('a')).toHaveAttribute('href', '/users/7/edit');
    expect(screen.getByText('Delete')).toBeInTheDocument();
    expect(screen.queryByText('Restore')).not.toBeInTheDocument();
    expect(screen.queryByText('Delete Permanently')).not.toBeInTheDocument();

    // Tabs exactly as the spec lists them; the publications count once loaded.
    expect(await screen.findByText('Publications (2)')).toBeInTheDocument();
    for (const tab of ['Overview', 'Academic Profile', 'Activity'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(screen.getByText('h-index', { selector: '.ant-statistic-title' })).toBeInTheDocument();
    expect(
      screen.getByText('340', { selector: '.ant-statistic-content-value *' }),
    ).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('users/7/publications', { params: { per_page: 100 } });

    // Overview: account information, research metrics, biography.
    expect(screen.getByText('Account Information')).toBeInTheDocument();
    expect(screen.getByText('Research Metrics')).toBeInTheDocument();
    expect(screen.getByText('Wrote the first published algorithm.')).toBeInTheDocument();
    expect(screen.getByText('Total Views')).toBeInTheDocument();
    expect(screen.getByText('200')).toBeInTheDocument();
  });

  it('shows the academic profile, publication cards and the activity timeline', async () => {
    mockApi(makeTestUser());
    renderWithProviders(<UsersRoutes />, { route: '/users/7?tab=profile' });

    expect(await screen.findByText('Dr. Ada King Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Senior')).toBeInTheDocument();
    expect(screen.getByText('Computing')).toBeInTheDocument();
    expect(screen.getByText('0000-0002-1825-0097').closest('a')).toHaveAttribute(
      'href',
      'https://orcid.org/0000-0002-1825-0097',
    );

    await user.click(await screen.findByText('Publications (2)'));
    const card = (await screen.findByText(longTitle, { selector: 'h3' })).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(within(card).getByText('Unverified')).toBeInTheDocument();
    expect(within(card).getByText('Open Access')).toBeInTheDocument();
    expect(within(card).getByText('Journal of Engines, 2024')).toBeInTheDocument();
    expect(
      within(card)
        // The DOI is isolated left to right inside the sentence (LRI … PDI).
        .getByText(/DOI: \u206610\.1234\/engine\u2069/)
        .closest('a'),
    ).toHaveAttribute('href', 'https://doi.org/10.1234/engine');

    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('Account Created')).toBeInTheDocument();
    expect(screen.getByText('Email Verified')).toBeInTheDocument();
    expect(screen.getByText('2 Publications Added')).toBeInTheDocument();
    // The title is isolated in the sentence (FSI … PDI).
    expect(
      screen.getByText(`Latest: \u2068${longTitle.slice(0, 50)}...\u2069`),
    ).toBeInTheDocument();
    expect(screen.getByText('Last Updated')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/users/7?tab=activity');
  });

  it('does not fetch the publications of a deleted user and offers Restore instead of Delete', async () => {
    const get = mockApi(
      makeTestUser({ deleted_at: '2026-03-01T00:00:00.000Z', roles: [], academic_profile: null }),
    );
    renderWithProviders(<UsersRoutes />, { route: '/users/7?tab=publications' });

    expect(await screen.findByText('No publications found')).toBeInTheDocument();
    expect(screen.getByText('Publications (0)')).toBeInTheDocument();
    expect(screen.getByText('Deleted', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByLabelText('Restore Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByText('Delete')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Academic Profile' }));
    expect(await screen.findByText('No academic profile available')).toBeInTheDocument();
    expect(get.mock.calls.some(([url]) => url === 'users/7/publications')).toBe(false);
  });

  it("says 'User not found' for a missing user and for an id that cannot be one", async () => {
    const notFound = Object.assign(new Error('nope'), {
      isAxiosError: true,
      response: { status: 404, data: { message: 'User not found' } },
    });
    mockApi(notFound);
    const { unmount } = renderWithProviders(<UsersRoutes />, { route: '/users/7' });
    await waitFor(() => expect(screen.getAllByText('User not found').length).toBeGreaterThan(0));
    unmount();

    const get = mockApi(makeTestUser());
    renderWithProviders(<UsersRoutes />, { route: '/users/abc' });
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith('users/abc');
  });

  it('deletes after the soft-delete explanation and returns to the list', async () => {
    mockApi(makeTestUser());
    const del = jest.spyOn(apiClient, 'delete').mockResolvedValue({ data: { message: 'ok' } });
    renderWithProviders(<UsersRoutes />, { route: '/users/7' });

    await user.click(await screen.findByText('Delete'));
    const dialog = (await screen.findByText(/can be restored from the deleted users list/)).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(within(dialog).getByText('Their data and publications are kept.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Their access, roles and permissions are removed.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByText('Delete'));

    expect(del).toHaveBeenCalledWith('users/7');
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/users$/));
  });

  it('lets a super-admin delete permanently only after typing the email', async () => {
    signInAs('super-admin');
    mockApi(makeTestUser());
    const del = jest.spyOn(apiClient, 'delete').mockResolvedValue({ data: { message: 'ok' } });
    renderWithProviders(<UsersRoutes />, { route: '/users/7' });

    await user.click(await screen.findByText('Delete Permanently'));
    const input = await screen.findByLabelText(/type the user's email/);
    const dialog = input.closest('.ant-modal') as HTMLElement;
    const confirm = within(dialog).getByText('Delete Permanently').closest('button')!;
    expect(confirm).toBeDisabled();
    await user.type(input, 'ada.lovelace@colophon');
    expect(confirm).toBeDisabled();
    await user.type(input, '.test');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(del).toHaveBeenCalledWith('users/7/force');
    expect(await screen.findByText('User permanently deleted')).toBeInTheDocument();
  });

  it('shows a non-admin only Edit on their own record: no Edit Roles, no way to the users list', async () => {
    signInAs('author');
    useAuthStore.setState((state) => ({ user: state.user && { ...state.user, id: 7 } }));
    mockApi(makeTestUser({ roles: [role(6, 'author')] }));
    renderWithProviders(<UsersRoutes />, { route: '/users/7' });

    expect(await screen.findByText('Edit')).toBeInTheDocument();
    expect(screen.queryByText('Edit Roles')).not.toBeInTheDocument();
    expect(screen.queryByText('Back to Users')).not.toBeInTheDocument();
    expect(screen.queryByText('Delete')).not.toBeInTheDocument();
    expect(screen.queryByText('Delete Permanently')).not.toBeInTheDocument();
  });

  it('leads a non-admin from a record that is not there back to the dashboard, not the users list', async () => {
    signInAs('author');
    mockApi(makeTestUser());
    renderWithProviders(<UsersRoutes />, { route: '/users/not-an-id' });
    expect((await screen.findByText('Back to Dashboard')).closest('a')).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByText('Back to Users')).not.toBeInTheDocument();
  });

  it("does not ask for someone else's record when the viewer is not an admin", async () => {
    signInAs('author');
    const get = mockApi(makeTestUser());
    renderWithProviders(<UsersRoutes />, { route: '/users/7' });
    expect(await screen.findByText('You can only view your own account.')).toBeInTheDocument();
    expect(get.mock.calls.some(([url]) => url === 'users/7')).toBe(false);
  });
});
