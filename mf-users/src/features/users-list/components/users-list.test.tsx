import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { apiClient, useAuthStore } from '@colophon/shared';
import { makeUser as makeSignedIn } from '@colophon/shared/testing';
import { type Paginated, type User } from '@colophon/shared/contracts';
import { UsersRoutes } from '../../../routes';
import { renderWithProviders } from '../../../testing/render-with-providers';

jest.setTimeout(30_000);

const role = (id: number, name: string) => ({ id, name, description: null });

const makeUser = (id: number, name: string, overrides: Partial<User> = {}): User => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@colophon.test`,
  email_verified_at: null,
  created_at: '2026-01-15T10:00:00.000Z',
  updated_at: '2026-01-15T10:00:00.000Z',
  deleted_at: null,
  roles: [],
  academic_profile: null,
  ...overrides,
});

const page = (data: User[]): Paginated<User> => ({
  data,
  meta: { current_page: 1, per_page: 15, last_page: 1, total: data.length },
});

const ada = makeUser(1, 'Ada Lovelace', { roles: [role(3, 'editor-in-chief')] });
const grace = makeUser(2, 'Grace Hopper', {
  roles: [role(6, 'author')],
  deleted_at: '2026-02-01T00:00:00.000Z',
});

function mockApi(users: () => Promise<unknown>) {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === 'users/roles')
      return Promise.resolve({ data: { data: [role(3, 'editor-in-chief'), role(6, 'author')] } });
    if (url === 'users') return users();
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
}

const listCalls = (get: jest.SpyInstance) => get.mock.calls.filter(([url]) => url === 'users');
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

// jsdom's getComputedStyle is slow with antd's many style tags; the pointer-events check calls it per ancestor.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const signInAs = (name: string) =>
  useAuthStore.getState().login(makeSignedIn({ roles: [role(1, name)] }), 't');

// The list is for administrators (the API answers 403 to anyone else).
beforeEach(() => signInAs('admin'));
afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
});

it('shows anyone else the access screen and asks the API nothing', async () => {
  signInAs('associate-editor');
  const get = mockApi(() => Promise.resolve({ data: page([ada]) }));
  renderWithProviders(<UsersRoutes />, { route: '/users' });
  expect(await screen.findByText("You don't have access to this page")).toBeInTheDocument();
  expect(screen.queryByText('Failed to fetch users')).not.toBeInTheDocument();
  expect(listCalls(get)).toHaveLength(0);
});

describe('users list', () => {
  it('renders a row per user with links, role names, status and a Restore only for deleted users', async () => {
    mockApi(() => Promise.resolve({ data: page([ada, grace]) }));
    renderWithProviders(<UsersRoutes />, { route: '/users' });

    expect((await screen.findByText('Ada Lovelace')).closest('a')).toHaveAttribute(
      'href',
      '/users/1',
    );
    expect(screen.getByText('Grace Hopper').closest('a')).toHaveAttribute('href', '/users/2');
    expect(screen.getByText('Editor-in-Chief')).toBeInTheDocument();
    expect(screen.getByText('ada.lovelace@colophon.test')).toBeInTheDocument();

    expect(within(rowOf('Ada Lovelace')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Ada Lovelace')).queryByText('Restore')).not.toBeInTheDocument();
    expect(within(rowOf('Grace Hopper')).getByText('Deleted')).toBeInTheDocument();
    expect(
      within(rowOf('Grace Hopper')).getByLabelText('Restore Grace Hopper'),
    ).toBeInTheDocument();
    expect(screen.getByText('Add User').closest('a')).toHaveAttribute('href', '/users/create');
    expect(screen.getByText('Users', { selector: 'caption *' })).toBeInTheDocument();
  });

  it('sends the filters from the URL to the API', async () => {
    const get = mockApi(() => Promise.resolve({ data: page([grace]) }));
    renderWithProviders(<UsersRoutes />, {
      route: '/users?search=grace&role=author&status=deleted&page=2',
    });

    await screen.findByText('Grace Hopper');
    expect(get).toHaveBeenCalledWith('users', {
      params: { page: 2, per_page: 15, search: 'grace', role: 'author', status: 'deleted' },
    });
    expect(screen.getByLabelText('Search users')).toHaveValue('grace');
  });

  it('puts a chosen status filter into the URL and goes back to page 1', async () => {
    const get = mockApi(() => Promise.resolve({ data: page([ada]) }));
    renderWithProviders(<UsersRoutes />, { route: '/users?page=3' });
    await screen.findByText('Ada Lovelace');

    await user.click(screen.getByText('Deleted', { selector: '.ant-segmented-item-label' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/users?status=deleted');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('users', {
        params: { page: 1, per_page: 15, status: 'deleted' },
      }),
    );
  });

  it('shows the load failure inline and as a toast', async () => {
    mockApi(() => Promise.reject(new Error('boom')));
    renderWithProviders(<UsersRoutes />, { route: '/users' });

    await waitFor(() => expect(screen.getAllByText('Failed to fetch users')).toHaveLength(2));
    expect(document.querySelector('[role="alert"]')).toHaveTextContent('Failed to fetch users');
    expect(document.querySelector('.ant-notification')).toHaveTextContent('Failed to fetch users');
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
  });

  it('restores a deleted user after confirmation and refreshes the list', async () => {
    const get = mockApi(() => Promise.resolve({ data: page([grace]) }));
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { message: 'ok', data: grace } });
    renderWithProviders(<UsersRoutes />, { route: '/users' });

    await user.click(await screen.findByLabelText('Restore Grace Hopper'));
    const dialog = (await screen.findByText(/Roles and permissions must be reassigned/)).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(post).not.toHaveBeenCalled();
    const callsBefore = listCalls(get).length;

    await user.click(within(dialog).getByText('Restore'));

    expect(post).toHaveBeenCalledWith('users/2/restore');
    expect(await screen.findByText('User restored successfully')).toBeInTheDocument();
    await waitFor(() => expect(listCalls(get).length).toBeGreaterThan(callsBefore));
  });

  it('does nothing when the restore is cancelled', async () => {
    mockApi(() => Promise.resolve({ data: page([grace]) }));
    const post = jest.spyOn(apiClient, 'post');
    renderWithProviders(<UsersRoutes />, { route: '/users' });

    await user.click(await screen.findByLabelText('Restore Grace Hopper'));
    const dialog = (await screen.findByText(/Roles and permissions must be reassigned/)).closest(
      '.ant-modal',
    ) as HTMLElement;
    await user.click(within(dialog).getByText('Cancel'));
    expect(post).not.toHaveBeenCalled();
  });

  it('reports a failed restore', async () => {
    mockApi(() => Promise.resolve({ data: page([grace]) }));
    jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('nope'));
    renderWithProviders(<UsersRoutes />, { route: '/users' });

    await user.click(await screen.findByLabelText('Restore Grace Hopper'));
    const dialog = (await screen.findByText(/Roles and permissions must be reassigned/)).closest(
      '.ant-modal',
    ) as HTMLElement;
    await user.click(within(dialog).getByText('Restore'));
    expect(await screen.findByText('Failed to restore user')).toBeInTheDocument();
  });
});
