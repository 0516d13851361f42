// The registry serves each section's manifest with the build it names: a
// release's own section.json, the deployed origin's otherwise, and the
// registry's copy (sections.json) when neither can be read.
import type { RemotesResponse, SectionManifest } from '@colophon/shared/contracts';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { SECTION_MANIFESTS, startReleaseStore, type StoreFixture } from './release-store-fixture';

let t: TestApp;
let store: StoreFixture;
let admin: string;

const listed = (section: string) => SECTION_MANIFESTS.find((s) => s.section === section)!;

/** manuscripts 2.0.0 owns /reviewer-pool (a prefix its current manifest lacks). */
const withReviews = (manifest: SectionManifest): SectionManifest => ({
  ...manifest,
  routes: [...manifest.routes, '/reviewer-pool'],
});

beforeAll(async () => {
  store = await startReleaseStore();
  store.publish('manuscripts', '2.0.0', undefined, withReviews);
  // Published before releases carried a manifest.
  store.publish('users', '1.0.0', undefined, null);
  // A section.json that names another section is not trusted.
  store.publish('categories', '1.0.0', undefined, () => listed('journals'));
  // The journals origin serves its build with a manifest newer than the API's copy.
  const origin = `${store.url}/origin/journals/mf-manifest.json`;
  store.write('origin/journals/mf-manifest.json', {
    metaData: { buildInfo: { buildVersion: '1.3.0' } },
  });
  store.write('origin/journals/section.json', {
    ...listed('journals'),
    routes: ['/journals', '/issues'],
  });
  const releases = { ...store.config, originUrls: { journals: origin } };
  t = await buildTestApp({ config: { releases } });
  admin = await t.tokenFor('admin');
});
afterAll(async () => {
  await t.close();
  await store.close();
});

const remotes = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/remotes' })).json<RemotesResponse>().remotes;
const remote = async (section: string) => (await remotes()).find((r) => r.section === section)!;
const as = (method: 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/remotes/${url}`, headers: t.authHeader(admin), payload });

it('lists the sections of sections.json, each deployed build with its manifest', async () => {
  const all = await remotes();
  expect(all.map((r) => r.section)).toEqual(SECTION_MANIFESTS.map((m) => m.section));
  for (const r of all.filter((r) => r.section !== 'journals')) {
    expect(r.stable.deployed).toBe(true);
    // Nothing listens at these test origins: the registry's copy.
    expect(r.stable.manifest).toEqual(listed(r.section));
    expect(r.name).toBe(listed(r.section).name);
  }
});

it('serves the manifest a deployed origin publishes beside its build', async () => {
  const journals = (await remote('journals')).stable;
  expect(journals).toMatchObject({ deployed: true, version: '1.3.0' });
  expect(journals.manifest.routes).toEqual(['/journals', '/issues']);
});

it("serves a canary's and a promoted release's own manifest", async () => {
  expect(
    (await as('PUT', 'manuscripts/canary', { version: '2.0.0', percentage: 20 })).statusCode,
  ).toBe(200);
  const canary = (await remote('manuscripts')).canary!;
  expect(canary.manifest.routes).toEqual([...listed('manuscripts').routes, '/reviewer-pool']);
  expect((await remote('manuscripts')).stable.manifest.routes).toEqual(
    listed('manuscripts').routes,
  );
  expect((await as('POST', 'manuscripts/promote')).statusCode).toBe(200);
  expect((await remote('manuscripts')).stable.manifest.routes).toContain('/reviewer-pool');
});

it('falls back to the registry copy for a release without a manifest or with a foreign one', async () => {
  expect((await as('POST', 'users/promote', { version: '1.0.0' })).statusCode).toBe(200);
  expect((await remote('users')).stable).toMatchObject({ version: '1.0.0', deployed: false });
  expect((await remote('users')).stable.manifest).toEqual(listed('users'));
  expect((await as('POST', 'categories/promote', { version: '1.0.0' })).statusCode).toBe(200);
  expect((await remote('categories')).stable.manifest).toEqual(listed('categories'));
});

it('knows only the sections of its list', async () => {
  const unknown = await as('POST', 'peer-review/promote', { version: '1.0.0' });
  expect(unknown.statusCode).toBe(404);
  const report = await t.app.inject({
    method: 'POST',
    url: '/api/v1/remotes/errors',
    payload: { section: 'peer-review', version: '1.0.0', entry: 'http://x/m.json' },
  });
  expect(report.statusCode).toBe(422);
});
