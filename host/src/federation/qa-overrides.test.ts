import { captureOverrides, clearOverrides, QA_OVERRIDES_KEY, readOverrides } from './qa-overrides';

// The sections known before the registry is read: those of the host's build.
jest.mock('./built-in-manifests', () => ({
  BUILT_IN_MANIFESTS: jest.requireActual('./testing/section-manifests').repoManifests(),
}));

beforeEach(() => localStorage.clear());

function at(url: string) {
  window.history.replaceState(null, '', url);
  return window.location;
}

it('moves ?mf.<section>=<url> into storage and out of the address', () => {
  const overrides = captureOverrides(
    at('/journals?page=2&mf.journals=http%3A%2F%2Fqa%3A9000%2Fmf-manifest.json#top'),
  );
  expect(overrides).toEqual({ journals: 'http://qa:9000/mf-manifest.json' });
  expect(readOverrides()).toEqual(overrides);
  expect(window.location.pathname + window.location.search + window.location.hash).toBe(
    '/journals?page=2#top',
  );
});

it('ignores unknown sections and URLs that are not http(s)', () => {
  captureOverrides(
    at('/?mf.nowhere=http://x/m.json&mf.users=javascript:alert(1)&mf.categories=ftp://x'),
  );
  expect(readOverrides()).toEqual({});
});

it('keeps earlier overrides and survives bad stored data', () => {
  captureOverrides(at('/?mf.users=https://qa/users.json'));
  captureOverrides(at('/?mf.journals=https://qa/journals.json'));
  expect(readOverrides()).toEqual({
    users: 'https://qa/users.json',
    journals: 'https://qa/journals.json',
  });
  localStorage.setItem(QA_OVERRIDES_KEY, '{not json');
  expect(readOverrides()).toEqual({});
});

it('resets', () => {
  captureOverrides(at('/?mf.users=https://qa/users.json'));
  clearOverrides();
  expect(readOverrides()).toEqual({});
});
