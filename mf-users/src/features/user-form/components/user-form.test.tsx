import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { apiClient, useAuthStore } from '@colophon/shared';
import { makeUser } from '@colophon/shared/testing';
import { UsersRoutes } from '../../../routes';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ALL_ROLES, makeTestUser, role } from '../../../testing/fixtures';

jest.setTimeout(60_000);

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function mockGet() {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === 'users/roles') return Promise.resolve({ data: { data: ALL_ROLES } });
    if (url === 'users/7') return Promise.resolve({ data: { data: makeTestUser() } });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
}

const signInAs = (id: number, ...roles: string[]) =>
  useAuthStore.setState({
    user: makeUser({ id, roles: roles.map((name, i) => role(i + 1, name)) }),
    token: 't',
    isAuthenticated: true,
  });

afterEach(() => jest.restoreAllMocks());

describe('the create form', () => {
  beforeEach(() => signInAs(1, 'admin'));

  it("shows the contract's messages at the fields and sends nothing", async () => {
    mockGet();
    const post = jest.spyOn(apiClient, 'post');
    renderWithProviders(<UsersRoutes />, { route: '/users/create' });

    await user.type(await screen.findByLabelText('Full name'), 'A');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('ORCID'), '1234');
    await user.click(screen.getByText('Create User'));

    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(
      screen.getByText('Invalid ORCID format (e.g., 0000-0002-1825-0097)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('creates the user with roles and profile, and puts a server 422 on its field', async () => {
    mockGet();
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(
        Object.assign(new Error('422'), {
          isAxiosError: true,
          response: {
            status: 422,
            data: {
              message: 'The email has already been taken.',
              errors: { email: ['The email has already been taken.'] },
            },
          },
        }),
      )
      .mockResolvedValueOnce({ data: { message: 'ok', data: makeTestUser({ id: 99 }) } });
    renderWithProviders(<UsersRoutes />, { route: '/users/create' });

    await user.type(await screen.findByLabelText('Full name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(await screen.findByText('Reviewer'));
    await user.type(screen.getByLabelText('Institution'), 'Navy');
    await user.click(screen.getByText('Create User'));

    expect(await screen.findAllByText('The email has already been taken.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please fix the validation errors')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'grace2@example.org');
    await user.click(screen.getByText('Create User'));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    const [url, payload] = post.mock.calls[1]!;
    expect(url).toBe('users');
    expect(payload).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace2@example.org',
      password: 'secret1',
      roles: ['author', 'reviewer'],
      email_verified: false,
      academic_profile: { institution: 'Navy', title: null },
    });
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    // Back on the list, newest first, the new user named for the list to mark.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/users\?sort=created_at&direction=desc(&highlight=99)?$/,
      ),
    );
  });

  it('shows a non-admin the access screen instead of the create form', async () => {
    signInAs(5, 'author');
    mockGet();
    renderWithProviders(<UsersRoutes />, { route: '/users/create' });
    expect(await screen.findByText("You don't have access to this page")).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});

describe('the edit form', () => {
  it('starts from the user, sends only what may change and goes back to the detail', async () => {
    signInAs(1, 'admin');
    mockGet();
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue({ data: { message: 'ok', data: makeTestUser({ name: 'Ada King' }) } });
    renderWithProviders(<UsersRoutes />, { route: '/users/7/edit' });

    const name = await screen.findByLabelText('Full name');
    expect(name).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Institution')).toHaveValue('Analytical Society');
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.click(screen.getByText('Save Changes'));

    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const [url, payload] = put.mock.calls[0]!;
    expect(url).toBe('users/7');
    expect(payload).toMatchObject({ name: 'Ada King', email: 'ada.lovelace@colophon.test' });
    expect(payload).not.toHaveProperty('password');
    expect(payload).not.toHaveProperty('roles');
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/users/7'));
  });

  it('lets someone edit themselves without roles', async () => {
    signInAs(7, 'author');
    mockGet();
    renderWithProviders(<UsersRoutes />, { route: '/users/7/edit' });
    expect(await screen.findByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(screen.queryByText('Roles')).not.toBeInTheDocument();
    expect(screen.queryByText('Email verified')).not.toBeInTheDocument();
  });
});
