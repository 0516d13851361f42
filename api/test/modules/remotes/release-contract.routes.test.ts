// A release declares the API contract it needs and what its container
// exposes (release.json); the registry refuses one the running API does not
// serve or that does not expose the module the host loads. Older releases,
// declaring neither, stay releasable.
import { API_CONTRACT_VERSION, type SectionRelease } from '@colophon/shared/contracts';
import { contractIncompatibility } from '../../../src/modules/remotes/compatibility';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { startReleaseStore, type StoreFixture } from './release-store-fixture';

let t: TestApp;
let store: StoreFixture;
let admin: string;

const [major, minor] = API_CONTRACT_VERSION.split('.').map(Number) as [number, number];
const served = `^${API_CONTRACT_VERSION}`;
const tooNew = `^${major}.${minor + 1}.0`;

beforeAll(async () => {
  store = await startReleaseStore();
  store.publish('journals', '1.0.0');
  store.publish('journals', '1.1.0', undefined, undefined, {
    api_contract: served,
    exposes: ['./section'],
  });
  store.publish('journals', '1.2.0', undefined, undefined, {
    api_contract: tooNew,
    exposes: ['./section'],
  });
  store.publish('journals', '1.3.0', undefined, undefined, {
    api_contract: served,
    exposes: ['./widgets'],
  });
  t = await buildTestApp({ config: { releases: store.config } });
  admin = await t.tokenFor('admin');
});
afterAll(async () => {
  await t.close();
  await store.close();
});

const canary = (version: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/remotes/journals/canary',
    headers: t.authHeader(admin),
    payload: { version, percentage: 10 },
  });
const promote = (version: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/remotes/journals/promote',
    headers: t.authHeader(admin),
    payload: { version },
  });

describe('the API contract and exposes of a release', () => {
  it('lets a release through that needs the API contract served, and an older release', async () => {
    expect((await canary('1.1.0')).statusCode).toBe(200);
    expect((await canary('1.0.0')).statusCode).toBe(200);
  });

  it('refuses a release needing a newer API contract, on the version field', async () => {
    for (const response of [await canary('1.2.0'), await promote('1.2.0')]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        version: [
          `This release needs API contract ${tooNew}, and the running API serves ${API_CONTRACT_VERSION}.`,
        ],
      });
    }
  });

  it('refuses a release whose container does not expose ./section', async () => {
    const response = await promote('1.3.0');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.version[0]).toBe(
      'This release cannot run in the current host: the build does not expose ./section, which the host loads.',
    );
  });

  it('gives the reason on the release screen', async () => {
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/v1/remotes/releases',
      headers: t.authHeader(admin),
    });
    const journals = overview
      .json<{ data: SectionRelease[] }>()
      .data.find((r) => r.section === 'journals')!;
    const byVersion = Object.fromEntries(journals.available.map((a) => [a.version, a]));
    expect(byVersion['1.0.0']).toMatchObject({ compatible: true, reason: null });
    expect(byVersion['1.1.0']).toMatchObject({ compatible: true, reason: null });
    expect(byVersion['1.2.0']).toMatchObject({
      compatible: false,
      reason: `API contract ${tooNew} needed, the API serves ${API_CONTRACT_VERSION}`,
    });
    expect(byVersion['1.3.0']?.compatible).toBe(false);
  });

  it('checks the range with semver, and an invalid range is refused', () => {
    expect(contractIncompatibility({ api_contract: '>=1.0.0 <2.0.0' }, '1.41.0')).toBeNull();
    expect(contractIncompatibility({ api_contract: '^2.0.0' }, '1.41.0')?.apiContract).toBe(
      '^2.0.0',
    );
    expect(contractIncompatibility({ api_contract: 'not a range' }, '1.41.0')?.reason).toBe(
      'the API contract range not a range is invalid',
    );
    expect(contractIncompatibility({}, '1.41.0')).toBeNull();
  });
});
