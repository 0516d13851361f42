import { makeUser } from '../testing/fixtures';
import type * as AuthStoreModule from './auth-store';
import { useAuthStore } from './auth-store';

const initial = { user: null, token: null, isAuthenticated: false, isLoading: false, error: null };

beforeEach(() => {
  useAuthStore.setState(initial);
  localStorage.clear();
});

const persisted = () => JSON.parse(localStorage.getItem('auth-storage') ?? 'null');

describe('login', () => {
  it('stores user and token, marks authenticated, clears loading and error', () => {
    useAuthStore.setState({ isLoading: true, error: 'old' });
    const user = makeUser();
    useAuthStore.getState().login(user, 'abc');
    expect(useAuthStore.getState()).toMatchObject({
      user,
      token: 'abc',
      isAuthenticated: true,
      isLoading: false,
      error: null,
    });
  });

  it('mirrors the token under auth_token and persists only user, token and the flag', () => {
    const user = makeUser();
    useAuthStore.getState().login(user, 'abc');
    expect(localStorage.getItem('auth_token')).toBe('abc');
    expect(persisted()).toEqual({
      state: { user, token: 'abc', isAuthenticated: true },
      version: 0,
    });
  });
});

describe('logout', () => {
  it('clears the session and removes the stored token', () => {
    useAuthStore.getState().login(makeUser(), 'abc');
    useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
    });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(persisted().state).toEqual({ user: null, token: null, isAuthenticated: false });
  });
});

describe('errors and loading', () => {
  it('setError stores the error and ends loading; clearError clears it', () => {
    useAuthStore.getState().setLoading(true);
    expect(useAuthStore.getState().isLoading).toBe(true);
    useAuthStore.getState().setError('Failed to fetch user data');
    expect(useAuthStore.getState()).toMatchObject({
      error: 'Failed to fetch user data',
      isLoading: false,
    });
    useAuthStore.getState().clearError();
    expect(useAuthStore.getState().error).toBeNull();
  });

  it('does not persist loading or error', () => {
    useAuthStore.getState().login(makeUser(), 'abc');
    useAuthStore.getState().setError('x');
    expect(Object.keys(persisted().state).sort()).toEqual(['isAuthenticated', 'token', 'user']);
  });
});

describe('updateUser', () => {
  it('merges fields into the current user', () => {
    useAuthStore.getState().login(makeUser({ name: 'Ada', email: 'ada@colophon.test' }), 'abc');
    useAuthStore.getState().updateUser({ name: 'Ada Lovelace' });
    expect(useAuthStore.getState().user).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@colophon.test',
    });
  });

  it('does nothing when nobody is signed in', () => {
    useAuthStore.getState().updateUser({ name: 'Ghost' });
    expect(useAuthStore.getState().user).toBeNull();
  });
});

describe('rehydration', () => {
  const session = (token: string) =>
    JSON.stringify({ state: { user: makeUser(), token, isAuthenticated: true }, version: 0 });

  it('restores the persisted session and writes auth_token again', async () => {
    localStorage.setItem('auth-storage', session('restored'));
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ token: 'restored', isAuthenticated: true });
    expect(localStorage.getItem('auth_token')).toBe('restored');
  });

  it('restores the session when the store module loads', () => {
    localStorage.setItem('auth-storage', session('at-load'));
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./auth-store') as typeof AuthStoreModule;
      expect(fresh.useAuthStore.getState()).toMatchObject({
        token: 'at-load',
        isAuthenticated: true,
      });
    });
    expect(localStorage.getItem('auth_token')).toBe('at-load');
  });

  it('does not write auth_token without a persisted token', async () => {
    localStorage.setItem(
      'auth-storage',
      JSON.stringify({ state: { user: null, token: null, isAuthenticated: false }, version: 0 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});
