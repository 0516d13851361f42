import {
  DEFAULT_ROLLOUT_POLICY,
  HEALTH_BEACON_MAX_BYTES,
  type ReleaseHistoryEntry,
  type RolloutPolicy,
  type SectionHealth,
} from '@colophon/shared/contracts';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { startReleaseStore, type StoreFixture } from '../remotes/release-store-fixture';
import { broken, postBeacon, sample } from './health-fixtures';

let t: TestApp;
let store: StoreFixture;
let admin: string;

beforeAll(async () => {
  store = await startReleaseStore();
  store.publish('journals', '1.0.0');
  store.publish('journals', '1.1.0');
  t = await buildTestApp({ config: { releases: store.config, healthRateLimitPerMinute: 30 } });
  admin = await t.tokenFor('admin');
});
afterAll(async () => {
  await t.close();
  await store.close();
});

const get = (url: string, token = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1/remotes/${url}`, headers: t.authHeader(token) });
const putPolicy = (section: string, payload: unknown, token = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/remotes/${section}/policy`,
    headers: t.authHeader(token),
    payload: payload as object,
  });
const minuteRows = (section: string) =>
  t.db.selectFrom('section_health_minutes').selectAll().where('section', '=', section).execute();

describe('POST remotes/health', () => {
  it('accepts a beacon without sign-in and adds beacons of the same minute together', async () => {
    const first = await postBeacon(t, {
      samples: [
        sample({ section: 'users', api_calls: 4, api_failures: 1 }),
        broken({ section: 'users' }),
      ],
    });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: 'Reported' });
    const second = await postBeacon(t, {
      samples: [broken({ section: 'users', render_errors: 3, unhandled_errors: 2 })],
    });
    expect(second.statusCode).toBe(202);
    const rows = await minuteRows('users');
    // Both beacons arrived within a minute or across one: summed over the minutes.
    const sum = (key: 'sessions' | 'errored_sessions' | 'render_errors' | 'api_failures') =>
      rows.reduce((total, row) => total + Number(row[key]), 0);
    expect(rows.every((r) => r.version === '1.0.0' && r.channel === 'stable')).toBe(true);
    expect(rows.length).toBeLessThanOrEqual(2);
    expect([
      sum('sessions'),
      sum('errored_sessions'),
      sum('render_errors'),
      sum('api_failures'),
    ]).toEqual([3, 2, 4, 1]);
  });

  it('keeps one row per build and minute, whatever the number of beacons', async () => {
    const { recordBeacon } = await import('../../../src/modules/section-health');
    const at = new Date('2026-03-01T08:15:20Z');
    const beacon = { samples: [sample({ section: 'categories', inp_ms: [40, 300] })] };
    await recordBeacon(t.db, beacon, at);
    await recordBeacon(t.db, beacon, new Date('2026-03-01T08:15:59Z'));
    await recordBeacon(t.db, beacon, new Date('2026-03-01T08:16:01Z'));
    const rows = await t.db
      .selectFrom('section_health_minutes')
      .select(['minute', 'sessions'])
      .where('section', '=', 'categories')
      .orderBy('minute')
      .execute();
    expect(rows.map((r) => [r.minute, Number(r.sessions)])).toEqual([
      ['2026-03-01T08:15', 2],
      ['2026-03-01T08:16', 1],
    ]);
    const vitals = await t.db
      .selectFrom('section_vitals_minutes')
      .select(['bucket', 'n'])
      .where('section', '=', 'categories')
      .where('minute', '=', '2026-03-01T08:15')
      .orderBy('bucket')
      .execute();
    expect(vitals.map((v) => Number(v.n))).toEqual([2, 2]);
  });

  it('reads a text/plain body (navigator.sendBeacon) as JSON', async () => {
    const response = await postBeacon(
      t,
      JSON.stringify({ samples: [sample({ section: 'manuscripts' })] }),
      { contentType: 'text/plain;charset=UTF-8' },
    );
    expect(response.statusCode).toBe(202);
    expect((await minuteRows('manuscripts')).length).toBe(1);
  });

  it('refuses a body over HEALTH_BEACON_MAX_BYTES with 413', async () => {
    const long = JSON.stringify({
      samples: [sample()],
      padding: 'x'.repeat(HEALTH_BEACON_MAX_BYTES),
    });
    const response = await postBeacon(t, long);
    expect(response.statusCode).toBe(413);
  });

  it('refuses a bad sample at its field with 422, and writes nothing', async () => {
    const before = (await minuteRows('journals')).length;
    const bad = await postBeacon(t, { samples: [sample({ section: 'journals', cohort: 100 })] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['samples.0.cohort']).toEqual(['Too big: expected number to be <=99']);
    const unknown = await postBeacon(t, { samples: [sample(), sample({ section: 'nowhere' })] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['samples.1.section']).toEqual(['Unknown section']);
    const extra = await postBeacon(t, { samples: [{ ...sample(), user_id: 3 }] });
    expect(extra.statusCode).toBe(422);
    expect((await postBeacon(t, 'not json', { contentType: 'text/plain' })).statusCode).toBe(400);
    expect((await minuteRows('journals')).length).toBe(before);
  });

  it('is rate-limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await postBeacon(
        t,
        { samples: [sample({ section: 'analytics' })] },
        { ip: '10.9.9.9' },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 202)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('what browsers are told and may send', () => {
  it('GET remotes gives the share of page loads that report health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/remotes' });
    expect(response.json().health_sample_rate).toBe(1);
    const sampled = await buildTestApp({
      config: { releases: store.config, healthSampleRate: 0.25 },
    });
    try {
      const body = (await sampled.app.inject({ method: 'GET', url: '/api/v1/remotes' })).json();
      expect(body.health_sample_rate).toBe(0.25);
    } finally {
      await sampled.close();
    }
  });

  it('CORS lets an API call name its section (X-Colophon-Section)', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/journals',
      headers: {
        origin: 'http://localhost:4100',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-colophon-section',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-headers']).toMatch(/X-Colophon-Section/);
  });
});

describe('GET remotes/{section}/health', () => {
  it('is for administrators: 401 signed out, 403 for a reviewer or an editor', async () => {
    const url = '/api/v1/remotes/journals/health';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get('journals/health', await t.tokenFor('reviewer'))).statusCode).toBe(403);
    expect((await get('journals/health', await t.tokenFor('editor-in-chief'))).statusCode).toBe(
      403,
    );
    expect((await get('nowhere/health')).statusCode).toBe(404);
    expect((await get('journals/health?minutes=2')).statusCode).toBe(422);
  });

  it('shows each channel per minute, the window and its p75 read from the histogram', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/remotes/journals/canary',
      headers: t.authHeader(admin),
      payload: { version: '1.1.0', percentage: 50 },
    });
    // Stable (the deployed build, reporting 1.0.0): 4 sessions, INP 50, 50, 50, 400 → p75 57.
    await postBeacon(t, {
      samples: [
        sample({ inp_ms: [50, 50] }),
        sample({ inp_ms: [50, 400] }),
        sample(),
        sample({ api_calls: 10, api_failures: 1 }),
      ],
    });
    // Canary 1.1.0: 2 sessions, one broken.
    await postBeacon(t, {
      samples: [
        sample({ version: '1.1.0', channel: 'canary', cohort: 3, inp_ms: [200] }),
        broken({ version: '1.1.0', channel: 'canary', cohort: 4 }),
      ],
    });
    const response = await get('journals/health?minutes=30');
    expect(response.statusCode).toBe(200);
    const health = response.json<{ data: SectionHealth }>().data;
    expect(health.minutes).toBe(30);
    expect(health.policy).toEqual(DEFAULT_ROLLOUT_POLICY);
    expect(health.window.stable).toMatchObject({
      sessions: 4,
      errored_sessions: 0,
      error_rate: 0,
      api_calls: 10,
      api_failures: 1,
      api_failure_rate: 10,
      inp_p75: 57,
      inp_samples: 4,
    });
    expect(health.window.canary).toMatchObject({
      version: '1.1.0',
      sessions: 2,
      errored_sessions: 1,
      error_rate: 50,
      render_errors: 1,
      inp_p75: 226,
    });
    // 50 % errors but 2 sessions of the 200 the policy needs: no verdict.
    expect(health.breach).toBeNull();
    const last = health.points.at(-1)!;
    expect(last.canary?.version).toBe('1.1.0');
    expect(last.stable?.sessions).toBe(4);
  });
});

describe('rollout policy', () => {
  const custom: RolloutPolicy = {
    enabled: true,
    window_minutes: 5,
    min_sessions: 20,
    max_error_rate: 5,
    error_ratio: 3,
    max_inp_regression_ms: null,
    max_lcp_regression_ms: 800,
    promote_after_minutes: 60,
  };

  it('is the default until set; a PUT is validated at its fields and audited', async () => {
    expect((await get('categories/policy')).json()).toEqual({ data: DEFAULT_ROLLOUT_POLICY });
    const bad = await putPolicy('categories', { ...custom, window_minutes: 0, error_ratio: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      window_minutes: ['The window must be a whole number of minutes from 1 to 1440'],
      error_ratio: ['The ratio to stable must be a number from 1 to 100'],
    });
    const unknown = await putPolicy('categories', { ...custom, surprise: 1 });
    expect(unknown.statusCode).toBe(422);
    const editor = await putPolicy('categories', custom, await t.tokenFor('editor-in-chief'));
    expect(editor.statusCode).toBe(403);
    expect((await get('categories/policy')).json()).toEqual({ data: DEFAULT_ROLLOUT_POLICY });

    const saved = await putPolicy('categories', custom);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Rollout policy saved', data: custom });
    expect((await get('categories/policy')).json()).toEqual({ data: custom });
    const history = (await get('categories/history')).json<{ data: ReleaseHistoryEntry[] }>().data;
    expect(history[0]).toMatchObject({
      action: 'policy',
      by: t.users.admin.name,
      stable_version: null,
      canary_version: null,
      canary_percentage: 0,
      verdict: null,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after', 'actor_id'])
      .where('entity', '=', 'section_rollout:categories')
      .where('action', '=', 'policy')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before!).policy).toEqual(DEFAULT_ROLLOUT_POLICY);
    expect(JSON.parse(audit.after!).policy).toEqual(custom);
    expect(audit.actor_id).toBe(t.users.admin.id);
  });
});

describe('GET remotes/{section}/history', () => {
  it('lists the release changes newest first, with who made them', async () => {
    const as = (method: 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/v1/remotes/${url}`,
        headers: t.authHeader(admin),
        payload,
      });
    await as('PUT', 'journals/canary', { version: '1.1.0', percentage: 20 });
    await as('POST', 'journals/promote');
    await as('POST', 'journals/rollback');
    const response = await get('journals/history?limit=3');
    expect(response.statusCode).toBe(200);
    const entries = response.json<{ data: ReleaseHistoryEntry[] }>().data;
    expect(
      entries.map((e) => [e.action, e.stable_version, e.canary_version, e.canary_percentage]),
    ).toEqual([
      ['rollback', null, null, 0],
      ['promote', '1.1.0', null, 0],
      ['canary', null, '1.1.0', 20],
    ]);
    expect(entries.every((e) => e.by === t.users.admin.name && e.verdict === null)).toBe(true);
    expect(entries[0]!.id).toBeGreaterThan(entries[1]!.id);
    expect((await get('journals/history', await t.tokenFor('reviewer'))).statusCode).toBe(403);
    expect((await get('journals/history?limit=0')).statusCode).toBe(422);
  });
});
