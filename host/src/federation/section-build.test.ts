import {
  cohortOf,
  deviceSubject,
  type RemoteDefinition,
  type RemotesResponse,
  userSubject,
} from '@colophon/shared/contracts';
import {
  failedCanaries,
  forgetPinnedBuilds,
  plannedSectionBuild,
  sectionBuild,
} from './section-build';
import { makeManifest } from './testing/section-manifests';

const DEVICE_ID_KEY = 'colophon.device-id';

/** The journals section with `stable` live and, optionally, a canary for `percentage` %. */
function registry(stable: string, canary?: { version: string; percentage: number }) {
  const definition: RemoteDefinition = {
    section: 'journals',
    name: 'mf_journals',
    stable: {
      version: stable,
      entry: `http://store/${stable}/mf-manifest.json`,
      deployed: false,
      manifest: makeManifest('journals', { routes: ['/journals', `/v${stable}`] }),
    },
    canary: canary
      ? {
          version: canary.version,
          entry: `http://store/${canary.version}/mf-manifest.json`,
          deployed: false,
          manifest: makeManifest('journals', { routes: ['/journals', `/v${canary.version}`] }),
          percentage: canary.percentage,
        }
      : null,
  };
  return { remotes: [definition], qa_overrides: false } satisfies RemotesResponse;
}

/** A device inside a 50 % journals canary and a user outside it (or the reverse). */
function subjectsAcross50() {
  let device = '';
  for (let i = 0; !device; i += 1) {
    if (cohortOf(deviceSubject(`device-${i}`), 'journals') < 50) device = `device-${i}`;
  }
  let user = 0;
  for (let id = 1; !user; id += 1) {
    if (cohortOf(userSubject(id), 'journals') >= 50) user = id;
  }
  return { device, user };
}

beforeEach(() => {
  forgetPinnedBuilds();
  localStorage.clear();
});

it('keeps the first build of a section for the page load, whatever the registry says later', () => {
  const first = sectionBuild('journals', registry('1.0.0'), 7);
  expect(first).toMatchObject({ version: '1.0.0', entry: 'http://store/1.0.0/mf-manifest.json' });

  // Read again after a promotion, and with a canary for everyone: the tab keeps 1.0.0.
  expect(sectionBuild('journals', registry('1.1.0'), 7)).toBe(first);
  expect(
    sectionBuild('journals', registry('1.1.0', { version: '1.2.0', percentage: 100 }), 7),
  ).toBe(first);
  // Its routes and sidebar entries stay those of the build it runs.
  expect(plannedSectionBuild('journals', registry('1.1.0'), 7)?.manifest.routes).toEqual([
    '/journals',
    '/v1.0.0',
  ]);
});

it('keeps the canary a tab loaded after the registry stops it; a reload takes the new one', () => {
  const canary = registry('1.0.0', { version: '1.1.0', percentage: 100 });
  expect(sectionBuild('journals', canary, 7)).toMatchObject({
    version: '1.1.0',
    channel: 'canary',
  });
  // Rolled back in the API: this tab still runs 1.1.0 (its code is already in the page).
  expect(sectionBuild('journals', registry('1.0.0'), 7)).toMatchObject({ version: '1.1.0' });

  forgetPinnedBuilds();
  expect(sectionBuild('journals', registry('1.0.0'), 7)).toMatchObject({
    version: '1.0.0',
    channel: 'stable',
  });
});

it("keeps the device's build after a sign-in that would put the user in the other cohort", () => {
  const { device, user } = subjectsAcross50();
  localStorage.setItem(DEVICE_ID_KEY, device);
  const half = registry('1.0.0', { version: '1.1.0', percentage: 50 });

  // Loaded before sign-in, by the device's cohort (inside the canary).
  expect(sectionBuild('journals', half, undefined)).toMatchObject({ channel: 'canary' });
  // Signed in as a user outside it: the tab keeps the canary until it reloads,
  // and its health goes under the cohort that chose it.
  expect(sectionBuild('journals', half, user)).toMatchObject({
    channel: 'canary',
    cohort: cohortOf(deviceSubject(device), 'journals'),
  });

  forgetPinnedBuilds();
  expect(sectionBuild('journals', half, user)).toMatchObject({ channel: 'stable' });
});

it('lets a section not loaded yet follow the subject: the sidebar before sign-in pins nothing', () => {
  const { device, user } = subjectsAcross50();
  localStorage.setItem(DEVICE_ID_KEY, device);
  const half = registry('1.0.0', { version: '1.1.0', percentage: 50 });

  expect(plannedSectionBuild('journals', half, undefined)).toMatchObject({ channel: 'canary' });
  // Signed in, then the section loads: the user's own cohort, and that is what sticks.
  expect(plannedSectionBuild('journals', half, user)).toMatchObject({ channel: 'stable' });
  expect(sectionBuild('journals', half, user)).toMatchObject({ channel: 'stable' });
  expect(plannedSectionBuild('journals', half, undefined)).toMatchObject({ channel: 'stable' });
});

it('falls back from a canary that failed to load to stable, and keeps stable', () => {
  const canary = registry('1.0.0', { version: '1.1.0', percentage: 100 });
  expect(sectionBuild('journals', canary, 7)).toMatchObject({ channel: 'canary' });

  failedCanaries.add('journals');
  expect(sectionBuild('journals', canary, 7)).toMatchObject({
    version: '1.0.0',
    channel: 'stable',
  });
  // The fallback is pinned in turn: a later change of stable does not move the tab.
  expect(sectionBuild('journals', registry('1.5.0'), 7)).toMatchObject({ version: '1.0.0' });
});

it('pins each section on its own', () => {
  const users: RemoteDefinition = {
    ...registry('2.0.0').remotes[0]!,
    section: 'users',
    name: 'mf_users',
  };
  const both = (journals: string, usersVersion: string): RemotesResponse => ({
    qa_overrides: false,
    remotes: [
      registry(journals).remotes[0]!,
      { ...users, stable: { ...users.stable, version: usersVersion } },
    ],
  });
  expect(sectionBuild('journals', both('1.0.0', '2.0.0'), 7)).toMatchObject({ version: '1.0.0' });
  // Users was not loaded before the registry changed: it gets the new version, journals keeps its own.
  expect(sectionBuild('users', both('1.1.0', '2.1.0'), 7)).toMatchObject({ version: '2.1.0' });
  expect(sectionBuild('journals', both('1.1.0', '2.1.0'), 7)).toMatchObject({ version: '1.0.0' });
});

it('answers nothing, and pins nothing, for a section the registry does not list', () => {
  expect(sectionBuild('users', registry('1.0.0'), 7)).toBeNull();
  expect(plannedSectionBuild('users', registry('1.0.0'), 7)).toBeNull();
});
