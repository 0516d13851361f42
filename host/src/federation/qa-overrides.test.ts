import {
  applyOverrideParams,
  clearOverrides,
  QA_OFF,
  QA_OVERRIDES_KEY,
  type QaPolicy,
  qaPolicy,
  readOverrides,
  takeOverrideParams,
} from './qa-overrides';

const ON: QaPolicy = {
  enabled: true,
  sections: ['journals', 'manuscripts', 'users', 'categories'],
  origins: ['http://qa:9000', 'https://store.test'],
};

beforeEach(() => {
  localStorage.clear();
  // Nothing left over in memory from an earlier test.
  applyOverrideParams(QA_OFF);
});

function at(url: string) {
  window.history.replaceState(null, '', url);
  return window.location;
}

const address = () => window.location.pathname + window.location.search + window.location.hash;

it('takes ?mf.<section>=<url> out of the address at once, storing nothing yet', () => {
  takeOverrideParams(
    at('/journals?page=2&mf.journals=http%3A%2F%2Fqa%3A9000%2Fmf-manifest.json#top'),
  );
  expect(address()).toBe('/journals?page=2#top');
  expect(localStorage.getItem(QA_OVERRIDES_KEY)).toBeNull();
  expect(applyOverrideParams(ON)).toEqual({ journals: 'http://qa:9000/mf-manifest.json' });
  expect(readOverrides(ON)).toEqual({ journals: 'http://qa:9000/mf-manifest.json' });
});

it('stores nothing and reads nothing while QA overrides are off', () => {
  localStorage.setItem(QA_OVERRIDES_KEY, JSON.stringify({ users: 'http://qa:9000/m.json' }));
  takeOverrideParams(at('/?mf.journals=http://qa:9000/mf-manifest.json'));
  expect(address()).toBe('/');
  expect(readOverrides(QA_OFF)).toEqual({});
  expect(applyOverrideParams(QA_OFF)).toEqual({});
  // What an earlier visit stored is removed too.
  expect(localStorage.getItem(QA_OVERRIDES_KEY)).toBeNull();
  // Turned on later, the dropped parameter is not remembered.
  expect(applyOverrideParams(ON)).toEqual({});
  expect(localStorage.getItem(QA_OVERRIDES_KEY)).toBeNull();
});

it('accepts only manifests on the allowed origins', () => {
  takeOverrideParams(
    at(
      '/?mf.journals=http://anywhere:9000/mf-manifest.json&mf.users=http://qa:9000.evil.test/m.json' +
        '&mf.categories=https://store.test/mf-categories/1.2.0/mf-manifest.json' +
        '&mf.manuscripts=javascript:alert(1)&mf.nowhere=http://qa:9000/m.json',
    ),
  );
  expect(applyOverrideParams(ON)).toEqual({
    categories: 'https://store.test/mf-categories/1.2.0/mf-manifest.json',
  });
  expect(address()).toBe('/');
});

it('ignores stored overrides for origins the registry no longer allows, and bad stored data', () => {
  localStorage.setItem(
    QA_OVERRIDES_KEY,
    JSON.stringify({ journals: 'http://anywhere/m.json', users: 'http://qa:9000/u.json' }),
  );
  expect(readOverrides(ON)).toEqual({ users: 'http://qa:9000/u.json' });
  localStorage.setItem(QA_OVERRIDES_KEY, '{not json');
  expect(readOverrides(ON)).toEqual({});
});

it('keeps earlier overrides and resets', () => {
  takeOverrideParams(at('/?mf.users=http://qa:9000/users.json'));
  applyOverrideParams(ON);
  takeOverrideParams(at('/?mf.journals=http://qa:9000/journals.json'));
  applyOverrideParams(ON);
  expect(readOverrides(ON)).toEqual({
    users: 'http://qa:9000/users.json',
    journals: 'http://qa:9000/journals.json',
  });
  clearOverrides();
  expect(readOverrides(ON)).toEqual({});
});

describe('the policy of the registry', () => {
  const build = (entry: string) => ({ version: '1', entry, deployed: true, manifest: {} as never });
  const remotes = {
    remotes: [
      {
        section: 'journals',
        name: 'mf_journals',
        stable: build('http://a:1/m.json'),
        canary: null,
      },
    ],
  } as never as Parameters<typeof qaPolicy>[0] & object;

  it('is off unless the registry says on', () => {
    expect(qaPolicy(undefined)).toEqual(QA_OFF);
    expect(
      qaPolicy({ ...remotes, qa_overrides: false, qa_override_origins: ['http://qa'] }),
    ).toEqual(QA_OFF);
  });

  it('allows the origins the registry names, else those of its builds', () => {
    expect(
      qaPolicy({
        ...remotes,
        qa_overrides: true,
        qa_override_origins: ['http://qa:9000/x', 'nope'],
      }),
    ).toEqual({ enabled: true, sections: ['journals'], origins: ['http://qa:9000'] });
    expect(qaPolicy({ ...remotes, qa_overrides: true })).toEqual({
      enabled: true,
      sections: ['journals'],
      origins: ['http://a:1'],
    });
  });
});
