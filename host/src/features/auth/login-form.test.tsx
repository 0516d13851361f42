import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@colophon/shared';
import { fakeApi, type FakeResponse } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-app';
import { LoginForm } from './login-form';

const USER = {
  id: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  email_verified_at: null,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
  deleted_at: null,
  roles: [],
  academic_profile: null,
};

function renderLogin(from?: string) {
  const entry = {
    pathname: '/login',
    state: from ? { from: { pathname: from, search: '', hash: '' } } : null,
  };
  return renderRoutes(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/users', element: <p>users page</p> },
    ],
    entry,
  );
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email Address'), email);
  if (password) await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

function answerLogin(response: FakeResponse | 'network-error') {
  return fakeApi(() => response);
}

describe('LoginForm', () => {
  let api: ReturnType<typeof fakeApi> | undefined;

  beforeEach(() => {
    // The client's 401 handling leaves login pages alone; keep jsdom on one.
    window.history.replaceState(null, '', '/login');
    useAuthStore.getState().logout();
  });
  afterEach(() => api?.restore());

  it('links to the forgotten-password page after the password, before the submit', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Email Address'));
    await user.tab();
    expect(screen.getByLabelText('Password', { exact: true })).toHaveFocus();
    await user.tab(); // the show-password toggle
    await user.tab();
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '/forgot-password');
  });

  it('shows the spec validation messages and sends nothing', async () => {
    api = answerLogin({ status: 200, data: {} });
    renderLogin();
    await submit('not-an-email', '123');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('signs in, stores the session and returns to the page that asked for it', async () => {
    api = answerLogin({ status: 200, data: { success: true, user: USER, access_token: 'tok-1' } });
    renderLogin('/users');
    await submit('ada@example.org', 'secret-pass');
    expect(await screen.findByText('users page')).toBeInTheDocument();
    expect(api.requests[0]).toMatchObject({
      method: 'post',
      data: { email: 'ada@example.org', password: 'secret-pass' },
    });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: 'tok-1' });
  });

  it('goes to the dashboard when nothing asked for a session', async () => {
    api = answerLogin({ status: 200, data: { success: true, user: USER, access_token: 'tok-2' } });
    renderLogin();
    await submit('ada@example.org', 'secret-pass');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it.each<[string, FakeResponse | 'network-error', string]>([
    ['success false', { status: 200, data: { success: false } }, 'Login failed. Please try again.'],
    ['a server message', { status: 400, data: { message: 'Account locked' } }, 'Account locked'],
    ['no message', { status: 400, data: {} }, 'Login failed. Please check your credentials.'],
    ['no response', 'network-error', 'Network error. Please check your connection.'],
  ])('reports %s in the banner', async (_case, response, text) => {
    api = answerLogin(response);
    renderLogin();
    await submit('ada@example.org', 'secret-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('shows the first server message of each field on that field', async () => {
    api = answerLogin({
      status: 422,
      data: {
        message: 'Invalid data',
        errors: { email: ['Unknown account', 'second'], password: ['Expired'] },
      },
    });
    renderLogin();
    await submit('ada@example.org', 'secret-pass');
    expect(await screen.findByText('Unknown account')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Invalid data')).not.toBeInTheDocument());
  });
});
