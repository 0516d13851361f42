import { changeLanguage } from '../i18n/i18n';
import { useAuthStore } from '../stores/auth-store';
import { answerApi } from '../testing/answer-api';
import { makeUser } from '../testing/fixtures';
import { apiClient } from './api-client';
import { REQUEST_TIMEOUT_MS } from './constants';

let fake: ReturnType<typeof answerApi>;

beforeEach(async () => {
  localStorage.clear();
  useAuthStore.setState({ user: null, token: null, isAuthenticated: false });
  localStorage.clear();
  await changeLanguage('en');
  fake = answerApi(() => ({ status: 200, data: {} }));
});

afterEach(() => fake.restore());

describe('apiClient defaults', () => {
  it('uses the build-time base URL, credentials and the 15 s timeout', () => {
    expect(apiClient.defaults.baseURL).toBe('/api/v1');
    expect(apiClient.defaults.withCredentials).toBe(true);
    expect(apiClient.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(15000);
  });

  it('sends JSON accept and no-cache headers', async () => {
    await apiClient.get('journals/1');
    const headers = fake.calls[0]!.headers;
    expect(headers.accept).toBe('application/json');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers.pragma).toBe('no-cache');
  });
});

describe('Accept-Language', () => {
  it('carries the current language', async () => {
    await apiClient.get('journals/1');
    await changeLanguage('de');
    await apiClient.post('journals', { title: 'x' });
    await changeLanguage('ur');
    await apiClient.delete('journals/1');
    expect(fake.calls.map((call) => call.headers['accept-language'])).toEqual(['en', 'de', 'ur']);
  });
});

describe('Authorization', () => {
  const persisted = (token: string) =>
    JSON.stringify({ state: { user: null, token, isAuthenticated: true }, version: 0 });

  it('is absent without any token', async () => {
    await apiClient.get('journals/1');
    expect(fake.calls[0]!.headers.authorization).toBeUndefined();
  });

  it('prefers the session state token', async () => {
    useAuthStore.setState({ token: 'from-state', user: makeUser(), isAuthenticated: true });
    localStorage.setItem('auth_token', 'from-auth-token');
    localStorage.setItem('auth-storage', persisted('from-persisted'));
    await apiClient.get('journals/1');
    expect(fake.calls[0]!.headers.authorization).toBe('Bearer from-state');
  });

  it('falls back to the stored auth_token', async () => {
    localStorage.setItem('auth_token', 'from-auth-token');
    localStorage.setItem('auth-storage', persisted('from-persisted'));
    await apiClient.get('journals/1');
    expect(fake.calls[0]!.headers.authorization).toBe('Bearer from-auth-token');
  });

  it('falls back to the persisted session', async () => {
    localStorage.setItem('auth-storage', persisted('from-persisted'));
    await apiClient.get('journals/1');
    expect(fake.calls[0]!.headers.authorization).toBe('Bearer from-persisted');
  });

  it('ignores a corrupt persisted session', async () => {
    localStorage.setItem('auth-storage', '{not json');
    await apiClient.get('journals/1');
    expect(fake.calls[0]!.headers.authorization).toBeUndefined();
  });
});

describe('cache-busting timestamp', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
  });
  afterEach(() => jest.useRealTimers());

  it('is added to list calls and keeps their own parameters', async () => {
    await apiClient.get('journals', { params: { page: 2, search: 'bio' } });
    await apiClient.get('journals/7/manuscripts');
    await apiClient.get('categories/tree');
    expect(fake.calls[0]!.params).toEqual({
      page: '2',
      search: 'bio',
      _t: String(Date.parse('2026-11-22T10:00:00Z')),
    });
    expect(fake.calls[1]!.params._t).toBe(String(Date.parse('2026-11-22T10:00:00Z')));
    expect(fake.calls[2]!.params._t).toBeDefined();
  });

  it('is not added to single resources, session calls or writes', async () => {
    await apiClient.get('journals/7');
    await apiClient.get('auth/me');
    await apiClient.post('journals', {});
    await apiClient.put('journals/7', {});
    await apiClient.delete('journals/7');
    for (const call of fake.calls) expect(call.params._t).toBeUndefined();
  });
});
