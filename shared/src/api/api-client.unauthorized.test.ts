import { useAuthStore } from '../stores/auth-store';
import { answerApi } from '../testing/answer-api';
import { settle } from '../testing/settle';
import { makeUser } from '../testing/fixtures';
import { apiClient } from './api-client';
import { toApiError } from './api-error';
import { browserLocation } from './browser-location';

let assign: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  useAuthStore.getState().login(makeUser(), 'tok');
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  window.history.pushState({}, '', '/journals');
});

afterEach(() => {
  jest.useRealTimers();
  assign.mockRestore();
  window.history.pushState({}, '', '/');
});

const answer401 = () => answerApi(() => ({ status: 401, data: { message: 'Unauthenticated.' } }));

it('signs out, removes the stored token and redirects to /login on a 401', async () => {
  expect(localStorage.getItem('auth_token')).toBe('tok');
  const fake = answer401();
  const outcome = await settle(apiClient.get('journals'));
  fake.restore();
  expect(outcome.ok).toBe(false);
  expect(!outcome.ok && toApiError(outcome.error).status).toBe(401);
  expect(useAuthStore.getState()).toMatchObject({
    user: null,
    token: null,
    isAuthenticated: false,
  });
  expect(localStorage.getItem('auth_token')).toBeNull();
  expect(assign).toHaveBeenCalledWith('/login');
});

it('applies to writes too', async () => {
  const fake = answer401();
  await settle(apiClient.put('journals/1', {}));
  fake.restore();
  expect(useAuthStore.getState().isAuthenticated).toBe(false);
  expect(assign).toHaveBeenCalledWith('/login');
});

it.each(['/login', '/login?from=%2Fjournals', '/register'])(
  'does not redirect when already on %s',
  async (path) => {
    window.history.pushState({}, '', path);
    const fake = answer401();
    await settle(apiClient.post('auth/login', { email: 'a@b.c', password: 'wrong-password' }));
    fake.restore();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  },
);

it.each(['manuscripts/4/reviews', '/reviews', 'reviews/9/verify'])(
  'keeps the session on a POST to %s',
  async (url) => {
    const fake = answer401();
    const outcome = await settle(apiClient.post(url, { rating: 5 }));
    fake.restore();
    expect(outcome.ok).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: 'tok' });
    expect(localStorage.getItem('auth_token')).toBe('tok');
    expect(assign).not.toHaveBeenCalled();
  },
);

it('signs out on a GET of a reviews path (only POST is exempt)', async () => {
  const fake = answer401();
  await settle(apiClient.get('manuscripts/4/reviews'));
  fake.restore();
  expect(useAuthStore.getState().isAuthenticated).toBe(false);
  expect(assign).toHaveBeenCalledWith('/login');
});

it('leaves the session alone on other errors', async () => {
  const fake = answerApi(() => ({ status: 403, data: { message: 'Forbidden' } }));
  await settle(apiClient.get('users'));
  fake.restore();
  expect(useAuthStore.getState().isAuthenticated).toBe(true);
  expect(assign).not.toHaveBeenCalled();
});
