import { answerApi } from '../testing/answer-api';
import { settle } from '../testing/settle';
import { makeUser } from '../testing/fixtures';
import { browserLocation } from '../api/browser-location';
import { useAuthStore } from './auth-store';
import { initSession } from './init-session';

let assign: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  useAuthStore.setState({
    user: null,
    token: null,
    isAuthenticated: false,
    isLoading: false,
    error: null,
  });
  localStorage.clear();
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  assign.mockRestore();
});

it('makes no call without a token and ends loading', async () => {
  const fake = answerApi(() => ({ status: 200, data: {} }));
  useAuthStore.setState({ isLoading: true });
  await settle(initSession());
  fake.restore();
  expect(fake.calls).toHaveLength(0);
  expect(useAuthStore.getState().isLoading).toBe(false);
});

it('signs in from a stored token with the user of GET auth/me', async () => {
  localStorage.setItem('auth_token', 'stored');
  const user = makeUser({ name: 'From Server' });
  const fake = answerApi(() => ({ status: 200, data: { success: true, user } }));
  await settle(initSession());
  fake.restore();
  expect(fake.calls[0]).toMatchObject({ method: 'get', url: 'auth/me' });
  expect(fake.calls[0]!.headers.authorization).toBe('Bearer stored');
  expect(useAuthStore.getState()).toMatchObject({
    user,
    token: 'stored',
    isAuthenticated: true,
    isLoading: false,
  });
});

it('refreshes the user of a signed-in session', async () => {
  useAuthStore.getState().login(makeUser({ name: 'Old' }), 'tok');
  const fake = answerApi(() => ({
    status: 200,
    data: { success: true, user: makeUser({ name: 'New' }) },
  }));
  await settle(initSession());
  fake.restore();
  expect(useAuthStore.getState()).toMatchObject({
    token: 'tok',
    isAuthenticated: true,
    isLoading: false,
  });
  expect(useAuthStore.getState().user?.name).toBe('New');
});

it('signs out on a 401', async () => {
  useAuthStore.getState().login(makeUser(), 'expired');
  const fake = answerApi(() => ({ status: 401, data: { message: 'Unauthenticated.' } }));
  await settle(initSession());
  fake.restore();
  expect(useAuthStore.getState()).toMatchObject({
    user: null,
    token: null,
    isAuthenticated: false,
    isLoading: false,
  });
  expect(localStorage.getItem('auth_token')).toBeNull();
});

it.each([{ status: 500 }, 'network-error'] as const)(
  'keeps the session and records the failure on %p',
  async (answer) => {
    useAuthStore.getState().login(makeUser(), 'tok');
    const fake = answerApi(() => answer);
    await settle(initSession());
    fake.restore();
    expect(useAuthStore.getState()).toMatchObject({
      token: 'tok',
      isAuthenticated: true,
      isLoading: false,
      error: 'Failed to fetch user data',
    });
  },
);
