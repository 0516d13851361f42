import { apiClient, queryClient, useAuthStore } from '@colophon/shared';
import { type RemotesResponse } from '@colophon/shared/contracts';
import { makeUser } from '@colophon/shared/testing';
import { remotesQueryOptions } from './register-remotes';
import {
  currentManifests,
  loadManifests,
  mergeManifests,
  sectionOfPath,
  servedManifests,
} from './section-registry';
import { makeManifest, repoManifests } from './testing/section-manifests';

jest.mock('./built-in-manifests', () => ({
  BUILT_IN_MANIFESTS: jest.requireActual('./testing/section-manifests').repoManifests(),
}));

const BUILT_IN = repoManifests();
const names = (manifests: { section: string }[]) => manifests.map((m) => m.section);

/** A registry serving `manifests`, stable only, or with a canary of `canary` for everyone. */
function registryOf(
  manifests: ReturnType<typeof makeManifest>[],
  canary?: ReturnType<typeof makeManifest>,
): RemotesResponse {
  return {
    qa_overrides: false,
    remotes: manifests.map((manifest) => ({
      section: manifest.section,
      name: manifest.name,
      stable: { version: '1.0.0', entry: `http://s/${manifest.section}`, deployed: true, manifest },
      canary:
        canary?.section === manifest.section
          ? {
              version: '1.1.0',
              entry: 'http://c',
              deployed: false,
              manifest: canary,
              percentage: 100,
            }
          : null,
    })),
  };
}

beforeEach(() => {
  queryClient.clear();
  useAuthStore.getState().login(makeUser({ id: 3 }), 'token');
});
afterEach(() => jest.restoreAllMocks());

describe('mergeManifests', () => {
  it("goes by the host's own manifests while the registry cannot be read", () => {
    expect(mergeManifests(BUILT_IN, null)).toEqual(BUILT_IN);
  });

  it("takes the registry's manifest per section, keeps built-in order, appends new sections", () => {
    const journals = makeManifest('journals', { routes: ['/journals', '/issues'] });
    const reviews = makeManifest('peer-review');
    const merged = mergeManifests(BUILT_IN, [reviews, journals]);
    expect(names(merged)).toEqual([
      'journals',
      'manuscripts',
      'users',
      'categories',
      'peer-review',
    ]);
    expect(merged[0]).toBe(journals);
    // A section the registry does not list keeps the host's copy.
    expect(merged[1]).toBe(BUILT_IN[1]);
  });
});

describe('sectionOfPath', () => {
  it('maps a path to the section owning its longest prefix', () => {
    expect(sectionOfPath('/journals/3/edit', BUILT_IN)).toBe('journals');
    expect(sectionOfPath('/submissions', BUILT_IN)).toBe('manuscripts');
    expect(sectionOfPath('/manuscripts/create', BUILT_IN)).toBe('manuscripts');
    expect(sectionOfPath('/reviews', BUILT_IN)).toBe('manuscripts');
    expect(sectionOfPath('/editorial-queue', BUILT_IN)).toBe('manuscripts');
    expect(sectionOfPath('/users', BUILT_IN)).toBe('users');
    expect(sectionOfPath('/categories/4', BUILT_IN)).toBe('categories');
    const special = makeManifest('special', { routes: ['/manuscripts/special'] });
    expect(sectionOfPath('/manuscripts/special/1', [...BUILT_IN, special])).toBe('special');
  });

  it('owns nothing outside the prefixes: host pages and screens no section has yet', () => {
    for (const path of ['/dashboard', '/journalsx', '/tagsx', '/reviewsx', '/']) {
      expect(sectionOfPath(path, BUILT_IN)).toBeNull();
    }
  });
});

describe('the manifests this browser goes by', () => {
  it("are the host's own until the registry answers, then the served builds' own", () => {
    expect(names(currentManifests())).toEqual(names(BUILT_IN));
    const canary = makeManifest('journals', { routes: ['/journals', '/issues'] });
    const registry = registryOf([makeManifest('journals'), makeManifest('peer-review')], canary);
    queryClient.setQueryData(remotesQueryOptions.queryKey, registry);
    const current = currentManifests();
    // The canary (served to everyone here) brings its own routes.
    expect(current[0]).toBe(canary);
    expect(sectionOfPath('/issues/2')).toBe('journals');
    expect(names(current)).toContain('peer-review');
    expect(names(servedManifests(registry, 3))).toEqual(['journals', 'peer-review']);
  });

  it("fall back to the host's own when the registry cannot be read", async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('Network Error'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const manifests = await loadManifests();
    expect(manifests).toEqual(BUILT_IN);
    expect(apiClient.get).toHaveBeenCalledWith('remotes');
  });
});
