import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@colophon/shared';
import { fakeApi, type FakeResponse } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-app';
import { RegisterForm } from './register-form';

const USER = {
  id: 7,
  name: 'Grace Hopper',
  email: 'grace@example.org',
  email_verified_at: null,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
  deleted_at: null,
  roles: [{ id: 6, name: 'author', description: null }],
  academic_profile: null,
};

function renderRegister() {
  return renderRoutes(
    [
      { path: '/register', element: <RegisterForm /> },
      { path: '/dashboard', element: <p>dashboard page</p> },
    ],
    '/register',
  );
}

async function fill(values: {
  name?: string;
  email?: string;
  password?: string;
  confirm?: string;
}) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText('Full Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email Address'), values.email);
  if (values.password)
    await user.type(screen.getByLabelText('Password', { exact: true }), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm Password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

const VALID = {
  name: 'Grace Hopper',
  email: 'grace@example.org',
  password: 'secret-pass',
  confirm: 'secret-pass',
};

describe('RegisterForm', () => {
  let api: ReturnType<typeof fakeApi> | undefined;

  beforeEach(() => {
    window.history.replaceState(null, '', '/register');
    useAuthStore.getState().logout();
  });
  afterEach(() => api?.restore());

  it('shows every spec validation message, the mismatch on the confirmation field', async () => {
    api = fakeApi(() => ({ status: 201, data: {} }));
    renderRegister();
    await fill({ name: 'A', email: 'nope', password: '123', confirm: '456' });
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    ['123456', 'This password is too common. Choose one that is harder to guess'],
    ['password', 'This password is too common. Choose one that is harder to guess'],
    ['hopper', 'This password is too common. Choose one that is harder to guess'],
    ['      ', 'Password must be at least 6 characters'],
    ['\u200b'.repeat(6), 'Password must be at least 6 characters'],
  ])('refuses %j on the password field without asking the server', async (password, message) => {
    api = fakeApi(() => ({ status: 201, data: {} }));
    renderRegister();
    await fill({ ...VALID, password, confirm: password });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('creates the account, signs in and goes to the dashboard', async () => {
    api = fakeApi(() => ({
      status: 201,
      data: { success: true, user: USER, access_token: 'tok-r' },
    }));
    renderRegister();
    await fill(VALID);
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(api.requests[0]?.data).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.org',
      password: 'secret-pass',
      password_confirmation: 'secret-pass',
    });
    expect(useAuthStore.getState().user?.email).toBe('grace@example.org');
  });

  it('maps server field errors onto name, email, password and confirmation', async () => {
    api = fakeApi(() => ({
      status: 422,
      data: {
        message: 'The given data was invalid.',
        errors: {
          name: ['Name is reserved'],
          email: ['The email has already been taken.'],
          password: ['Password is too common'],
          password_confirmation: ['Confirmation differs'],
        },
      },
    }));
    renderRegister();
    await fill(VALID);
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByText('Name is reserved')).toBeInTheDocument();
    expect(screen.getByText('Password is too common')).toBeInTheDocument();
    expect(screen.getByText('Confirmation differs')).toBeInTheDocument();
  });

  it.each<[string, FakeResponse | 'network-error', string]>([
    [
      'success false',
      { status: 200, data: { success: false } },
      'Registration failed. Please try again.',
    ],
    [
      'a server message',
      { status: 409, data: { message: 'Registrations are closed' } },
      'Registrations are closed',
    ],
    [
      'no message',
      { status: 400, data: {} },
      'Registration failed. Please check your information.',
    ],
    ['no response', 'network-error', 'Network error. Please check your connection.'],
  ])('reports %s in the banner', async (_case, response, text) => {
    api = fakeApi(() => response);
    renderRegister();
    await fill(VALID);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
