import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from '@colophon/shared/router';
import { useAuthStore } from '@colophon/shared';
import { renderRoutes } from '../test/render-app';
import { useSignOut } from '../features/auth/use-sign-out';
import { GuestOnly } from './guest-only';
import { redirectTargetFrom } from '../lib/redirect-target';
import { RequireAuth } from './require-auth';

jest.mock('@colophon/shared', () => ({
  ...jest.requireActual('@colophon/shared'),
  // No stored session to validate in these tests.
  initSession: jest.fn(() => Promise.resolve()),
}));
jest.mock('../features/auth/auth-api', () => ({
  logoutRequest: jest.fn(() => Promise.resolve()),
}));

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

/** A stand-in login page: signs in and goes where the real form would. */
function FakeLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        useAuthStore.getState().login(USER, 'tok');
        void navigate(redirectTargetFrom(location.state), { replace: true });
      }}
    >
      fake sign in
    </button>
  );
}

const routes = [
  {
    element: <GuestOnly />,
    children: [
      { path: '/login', element: <FakeLogin /> },
      { path: '/register', element: <p>register page</p> },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/users', element: <p>users page</p> },
    ],
  },
];

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      sign out
    </button>
  );
}

const routesWithSignOut = [
  routes[0]!,
  {
    element: <RequireAuth />,
    children: [
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/users', element: <SignOutButton /> },
    ],
  },
];

describe('route guards', () => {
  beforeEach(() => useAuthStore.getState().logout());

  it('sends a signed-out visitor to /login with the original location, and back after sign-in', async () => {
    const { location } = renderRoutes(routes, '/users?page=2');
    const signIn = await screen.findByRole('button', { name: 'fake sign in' });
    expect(location.current?.pathname).toBe('/login');
    expect(location.current?.state).toEqual({
      from: { pathname: '/users', search: '?page=2', hash: '' },
    });

    await userEvent.click(signIn);
    expect(await screen.findByText('users page')).toBeInTheDocument();
    expect(`${location.current?.pathname}${location.current?.search}`).toBe('/users?page=2');
  });

  it.each(['/login', '/register'])(
    'sends a signed-in visitor from %s to /dashboard',
    async (path) => {
      useAuthStore.getState().login(USER, 'tok');
      const { location } = renderRoutes(routes, path);
      expect(await screen.findByText('dashboard page')).toBeInTheDocument();
      expect(location.current?.pathname).toBe('/dashboard');
    },
  );

  it('a sign-out leaves nothing to return to for whoever signs in next', async () => {
    useAuthStore.getState().login(USER, 'tok');
    const { location } = renderRoutes(routesWithSignOut, '/users?page=2');
    await userEvent.click(await screen.findByRole('button', { name: 'sign out' }));
    const signIn = await screen.findByRole('button', { name: 'fake sign in' });
    expect(location.current?.pathname).toBe('/login');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(redirectTargetFrom(location.current?.state)).toBe('/dashboard');

    await userEvent.click(signIn);
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('lets a signed-out visitor see the register page', async () => {
    renderRoutes(routes, '/register');
    expect(await screen.findByText('register page')).toBeInTheDocument();
  });
});

describe('redirectTargetFrom', () => {
  it.each([
    [undefined, '/dashboard'],
    [{ from: { pathname: '/journals/3', search: '?tab=2', hash: '#x' } }, '/journals/3?tab=2#x'],
    [{ from: { pathname: '/login' } }, '/dashboard'],
    [{ from: { pathname: 'https://evil.example' } }, '/dashboard'],
    [{ from: { pathname: '//evil.example' } }, '/dashboard'],
  ])('%j → %s', (state, target) => {
    expect(redirectTargetFrom(state)).toBe(target);
  });
});
