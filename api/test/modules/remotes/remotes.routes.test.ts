import { REMOTE_MESSAGES, renderMessage, type RemotesResponse } from '@colophon/shared/contracts';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { SECTION_MANIFESTS, startReleaseStore, type StoreFixture } from './release-store-fixture';

// REMOTE_MESSAGES are message codes; the API answers in English without Accept-Language.
const MESSAGES = Object.fromEntries(
  Object.entries(REMOTE_MESSAGES).map(([key, code]) => [key, renderMessage(code, 'en')]),
) as Record<keyof typeof REMOTE_MESSAGES, string>;

let t: TestApp;
let store: StoreFixture;
let admin: string;

beforeAll(async () => {
  store = await startReleaseStore();
  store.publish('journals', '1.0.0');
  store.publish('journals', '1.1.0');
  // Built against a shared package the host does not have yet.
  store.publish('journals', '2.0.0', { react: '^19.3.1', '@colophon/shared': '^2.0.0' });
  store.publish('journals', '1.2.0', {
    react: '^19.3.1',
    '@module-federation/runtime-core': '~2.10.0',
  });
  t = await buildTestApp({ config: { releases: store.config } });
  admin = await t.tokenFor('admin');
});
afterAll(async () => {
  await t.close();
  await store.close();
});

const registry = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/remotes' })).json<RemotesResponse>();
const journals = async () => (await registry()).remotes.find((r) => r.section === 'journals')!;

const as = (token: string, method: 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/remotes/${url}`, headers: t.authHeader(token), payload });

describe('GET remotes', () => {
  it('answers without sign-in: every section on its deployed build, no canary', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/remotes' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<RemotesResponse>();
    expect(body.qa_overrides).toBe(false);
    expect(body.qa_override_origins).toEqual([]);
    // Every section sections.json lists, in its order: a fifth section needs no change here.
    expect(body.remotes.map((r) => [r.section, r.name])).toEqual(
      SECTION_MANIFESTS.map((m) => [m.section, m.name]),
    );
    expect(body.remotes.map((r) => r.section)).toEqual(
      expect.arrayContaining(['journals', 'manuscripts', 'users', 'categories']),
    );
    for (const remote of body.remotes) {
      expect(remote.stable.deployed).toBe(true);
      expect(remote.canary).toBeNull();
    }
  });

  it('with QA overrides on, names the origins an override may load from', async () => {
    const qa = await buildTestApp({
      config: {
        releases: {
          ...store.config,
          qaOverrides: true,
          qaOverrideOrigins: ['http://qa.test:9000'],
        },
      },
    });
    try {
      const response = await qa.app.inject({
        method: 'GET',
        url: '/api/v1/remotes',
        headers: { host: 'panel.test:4100' },
      });
      const body = response.json<RemotesResponse>();
      expect(body.qa_overrides).toBe(true);
      expect(body.qa_override_origins).toEqual([
        ...store.config.sections.map((_, i) => `http://panel.test:${i + 1}`),
        new URL(store.url).origin,
        'http://qa.test:9000',
      ]);
    } finally {
      await qa.close();
    }
  });

  it('builds deployed URLs from the host name the panel was opened on', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/remotes',
      headers: { 'x-forwarded-host': 'panel.example:4100' },
    });
    const remote = response.json<RemotesResponse>().remotes[0]!;
    expect(remote.stable.entry).toBe('http://panel.example:1/mf-manifest.json');
  });
});

describe('release control', () => {
  it('is for admins: 401 signed out, 403 for an editor or an author', async () => {
    const url = '/api/v1/remotes/journals/canary';
    const payload = { version: '1.1.0', percentage: 10 };
    expect((await t.app.inject({ method: 'PUT', url, payload })).statusCode).toBe(401);
    for (const role of ['editor-in-chief', 'author'] as const) {
      expect((await as(await t.tokenFor(role), 'PUT', 'journals/canary', payload)).statusCode).toBe(
        403,
      );
    }
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/v1/remotes/releases',
      headers: t.authHeader(await t.tokenFor('reviewer')),
    });
    expect(overview.statusCode).toBe(403);
    expect((await journals()).canary).toBeNull();
  });

  it('refuses a version that is not in the store, on the version field', async () => {
    const response = await as(admin, 'PUT', 'journals/canary', {
      version: '9.9.9',
      percentage: 10,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.version).toEqual([MESSAGES.unknownVersion]);
  });

  it('refuses a release the host cannot satisfy, with the reason, and changes nothing', async () => {
    const response = await as(admin, 'PUT', 'journals/canary', {
      version: '2.0.0',
      percentage: 10,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      `${MESSAGES.incompatible}: @colophon/shared ^2.0.0 needed, the host provides 1.0.0.`,
    );
    expect((await journals()).canary).toBeNull();
    const promoted = await as(admin, 'POST', 'journals/promote', { version: '2.0.0' });
    expect(promoted.statusCode).toBe(422);
    expect((await journals()).stable.deployed).toBe(true);
  });

  it('refuses a release built for another federation runtime than the host provides', async () => {
    const response = await as(admin, 'PUT', 'journals/canary', {
      version: '1.2.0',
      percentage: 10,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      `${MESSAGES.incompatible}: @module-federation/runtime-core ~2.10.0 needed, the host provides 2.9.2.`,
    );
    expect((await journals()).canary).toBeNull();
  });

  it('validates the canary payload', async () => {
    for (const payload of [
      { version: '1.1.0', percentage: 101 },
      { version: '1.1.0', percentage: 5.5 },
      { version: '../1.1.0', percentage: 5 },
      { version: '1.1.0' },
      { version: '1.1.0', percentage: 5, extra: true },
    ]) {
      expect((await as(admin, 'PUT', 'journals/canary', payload)).statusCode).toBe(422);
    }
    const unknown = await as(admin, 'PUT', 'nowhere/canary', { version: '1.1.0', percentage: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.unknownSection);
  });

  it('promotes, serves a canary to a share, stops it and rolls back, with an audit trail', async () => {
    expect((await as(admin, 'POST', 'journals/promote', { version: '1.0.0' })).statusCode).toBe(
      200,
    );
    expect((await journals()).stable).toMatchObject({ version: '1.0.0', deployed: false });
    expect((await journals()).stable.entry).toBe(`${store.url}/mf-journals/1.0.0/mf-manifest.json`);

    expect(
      (await as(admin, 'PUT', 'journals/canary', { version: '1.1.0', percentage: 50 })).statusCode,
    ).toBe(200);
    expect((await journals()).canary).toEqual({
      version: '1.1.0',
      entry: `${store.url}/mf-journals/1.1.0/mf-manifest.json`,
      deployed: false,
      // The release's own section.json, published with it.
      manifest: SECTION_MANIFESTS.find((s) => s.section === 'journals'),
      percentage: 50,
    });

    // Rollback with a live canary stops the canary; stable stays.
    expect((await as(admin, 'POST', 'journals/rollback')).statusCode).toBe(200);
    expect((await journals()).canary).toBeNull();
    expect((await journals()).stable.version).toBe('1.0.0');

    // Canary again, then promote it: it becomes stable, the old stable is kept for rollback.
    await as(admin, 'PUT', 'journals/canary', { version: '1.1.0', percentage: 10 });
    const promoted = await as(admin, 'POST', 'journals/promote');
    expect(promoted.json()).toEqual({ message: 'Version promoted successfully' });
    expect((await journals()).stable.version).toBe('1.1.0');
    expect((await journals()).canary).toBeNull();

    // Rollback without a canary returns to 1.0.0, then to the deployed build, then refuses.
    await as(admin, 'POST', 'journals/rollback');
    expect((await journals()).stable.version).toBe('1.0.0');
    await as(admin, 'POST', 'journals/rollback');
    expect((await journals()).stable.deployed).toBe(true);
    const none = await as(admin, 'POST', 'journals/rollback');
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(MESSAGES.nothingToRollBack);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'section_rollout:journals')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'promote',
      'canary',
      'rollback',
      'canary',
      'promote',
      'rollback',
      'rollback',
    ]);
    expect(new Set(audit.map((a) => a.actor_id))).toEqual(new Set([t.users.admin.id]));
  });

  it('promoting without a canary answers 422', async () => {
    const response = await as(admin, 'POST', 'users/promote', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(MESSAGES.noCanary);
  });

  it('a canary at 0 % is kept for the release screen but served to nobody', async () => {
    await as(admin, 'PUT', 'journals/canary', { version: '1.1.0', percentage: 0 });
    expect((await journals()).canary).toBeNull();
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/v1/remotes/releases',
      headers: t.authHeader(admin),
    });
    const row = overview.json().data.find((r: { section: string }) => r.section === 'journals');
    expect(row.canary).toMatchObject({ version: '1.1.0', percentage: 0 });
    await as(admin, 'PUT', 'journals/canary', { version: null, percentage: 0 });
  });
});

describe('the release screen', () => {
  it('lists the store versions newest first, with the compatibility verdict', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/remotes/releases',
      headers: t.authHeader(admin),
    });
    expect(response.statusCode).toBe(200);
    const row = response.json().data.find((r: { section: string }) => r.section === 'journals');
    expect(row.available.map((a: { version: string }) => a.version)).toEqual([
      '1.2.0',
      '2.0.0',
      '1.1.0',
      '1.0.0',
    ]);
    expect(row.available[0]).toMatchObject({ compatible: false });
    expect(row.available[0].reason).toContain('@module-federation/runtime-core ~2.10.0');
    expect(row.available[1]).toMatchObject({ compatible: false });
    expect(row.available[1].reason).toContain('@colophon/shared ^2.0.0');
    expect(row.available[2]).toMatchObject({ compatible: true, reason: null });
    expect(row.updated_by).toBe(t.users.admin.name);
    const users = response.json().data.find((r: { section: string }) => r.section === 'users');
    expect(users.available).toEqual([]);
  });

  it('lists a version published a moment ago once it is put on canary', async () => {
    const overview = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/remotes/releases',
          headers: t.authHeader(admin),
        })
      )
        .json()
        .data.find((r: { section: string }) => r.section === 'users')
        .available.map((a: { version: string }) => a.version);
    // Read (and kept briefly) while the store has no users release…
    expect(await overview()).toEqual([]);
    store.publish('users', '1.0.1-demo.1');
    const canary = await as(admin, 'PUT', 'users/canary', {
      version: '1.0.1-demo.1',
      percentage: 100,
    });
    expect(canary.statusCode).toBe(200);
    // …and listed at once after the release went live, not when the kept list expires.
    expect(await overview()).toEqual(['1.0.1-demo.1']);
    expect((await as(admin, 'POST', 'users/rollback')).statusCode).toBe(200);
  });
});
