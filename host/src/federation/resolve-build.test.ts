import { cohortOf, type RemoteDefinition, userSubject } from '@colophon/shared/contracts';
import { resolveBuild } from './resolve-build';
import { makeManifest } from './testing/section-manifests';

const manifest = makeManifest('journals');
const canaryManifest = makeManifest('journals', { routes: ['/journals', '/journal-issues'] });

const withCanary = (percentage: number): RemoteDefinition => ({
  section: 'journals',
  name: 'mf_journals',
  stable: { version: '1.0.0', entry: 'http://s/1.0.0.json', deployed: false, manifest },
  canary: {
    version: '1.1.0',
    entry: 'http://s/1.1.0.json',
    deployed: false,
    manifest: canaryManifest,
    percentage,
  },
});

/** The first user ids whose journals cohort is inside / outside a 50 % canary. */
function usersAround(percentage: number) {
  let inside = 0;
  let outside = 0;
  for (let id = 1; !inside || !outside; id += 1) {
    if (cohortOf(userSubject(id), 'journals') < percentage) inside ||= id;
    else outside ||= id;
  }
  return { inside, outside };
}

it('serves the canary to the cohorts inside its share and stable to the others', () => {
  const { inside, outside } = usersAround(50);
  expect(resolveBuild(withCanary(50), { subject: userSubject(inside) })).toMatchObject({
    version: '1.1.0',
    channel: 'canary',
  });
  expect(resolveBuild(withCanary(50), { subject: userSubject(outside) })).toMatchObject({
    version: '1.0.0',
    channel: 'stable',
  });
});

it('serves stable to everyone at 0 % and the canary to everyone at 100 %', () => {
  for (let id = 1; id <= 50; id += 1) {
    expect(resolveBuild(withCanary(0), { subject: userSubject(id) }).channel).toBe('stable');
    expect(resolveBuild(withCanary(100), { subject: userSubject(id) }).channel).toBe('canary');
  }
});

it('serves stable once the canary failed on this page load', () => {
  expect(
    resolveBuild(withCanary(100), { subject: userSubject(1), canaryFailed: true }),
  ).toMatchObject({ channel: 'stable', entry: 'http://s/1.0.0.json' });
});

it('puts a QA override above everything', () => {
  expect(
    resolveBuild(withCanary(100), { subject: userSubject(1), override: 'http://qa/m.json' }),
  ).toMatchObject({ channel: 'override', entry: 'http://qa/m.json' });
});

it("carries the chosen build's own manifest (a QA override goes by stable's)", () => {
  const at = (percentage: number, override?: string) =>
    resolveBuild(withCanary(percentage), { subject: userSubject(1), override }).manifest;
  expect(at(100)).toBe(canaryManifest);
  expect(at(0)).toBe(manifest);
  expect(at(100, 'http://qa/m.json')).toBe(manifest);
});

it('carries the cohort of the subject it was chosen for', () => {
  const { inside, outside } = usersAround(50);
  for (const id of [inside, outside]) {
    expect(resolveBuild(withCanary(50), { subject: userSubject(id) }).cohort).toBe(
      cohortOf(userSubject(id), 'journals'),
    );
  }
});
