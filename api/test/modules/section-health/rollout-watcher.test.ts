import {
  type ReleaseHistoryEntry,
  renderNotification,
  type RolloutPolicy,
} from '@colophon/shared/contracts';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { evaluateRollouts, pruneHealth } from '../../../src/modules/section-health';
import { startReleaseStore, type StoreFixture } from '../remotes/release-store-fixture';
import { broken, sample, sendSessions } from './health-fixtures';

let t: TestApp;
let store: StoreFixture;
let admin: string;

const policy: RolloutPolicy = {
  enabled: true,
  window_minutes: 10,
  min_sessions: 40,
  max_error_rate: 2,
  error_ratio: 2,
  max_inp_regression_ms: 100,
  max_lcp_regression_ms: null,
  promote_after_minutes: null,
};

beforeAll(async () => {
  store = await startReleaseStore();
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) store.publish('journals', version);
  t = await buildTestApp({ config: { releases: store.config } });
  admin = await t.tokenFor('admin');
  await call('PUT', 'journals/policy', policy);
  await call('POST', 'journals/promote', { version: '1.0.0' });
});
afterAll(async () => {
  await t.close();
  await store.close();
});

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url: `/api/v1/remotes/${url}`,
    headers: t.authHeader(admin),
    payload,
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
  return response.json();
}
const history = async () => (await call('GET', 'journals/history')).data as ReleaseHistoryEntry[];
const canaryOf = async () =>
  (await call('GET', '')).remotes.find((r: { section: string }) => r.section === 'journals').canary;
const stable = () => sample({ version: '1.0.0', channel: 'stable' });

describe('the rollout watcher', () => {
  it('leaves a healthy canary and a bad one without its sample alone', async () => {
    await call('PUT', 'journals/canary', { version: '1.1.0', percentage: 50 });
    await sendSessions(t, 60, stable);
    await sendSessions(t, 60, () => sample({ version: '1.1.0', channel: 'canary', cohort: 1 }));
    expect(await evaluateRollouts(t.db)).toEqual([]);
    // 39 broken sessions of 1.2.0, one short of the policy's sample.
    await call('PUT', 'journals/canary', { version: '1.2.0', percentage: 50 });
    await sendSessions(t, 39, () => broken({ version: '1.2.0', channel: 'canary', cohort: 2 }));
    expect(await evaluateRollouts(t.db)).toEqual([]);
    expect((await canaryOf())?.version).toBe('1.2.0');
  });

  it('rolls back a canary that breaks the policy, once, with the verdict in the history and every administrator told', async () => {
    await sendSessions(t, 1, () => broken({ version: '1.2.0', channel: 'canary', cohort: 2 }));
    const notices = () =>
      t.db.selectFrom('notifications').selectAll().where('code', '=', 'canaryRolledBack').execute();
    expect(await notices()).toEqual([]);

    // Two evaluations at once (two processes' periods meeting): one rollback.
    const [first, second] = await Promise.all([evaluateRollouts(t.db), evaluateRollouts(t.db)]);
    const actions = [...first, ...second];
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ section: 'journals', version: '1.2.0' });
    expect(await canaryOf()).toBeNull();

    const entries = await history();
    expect(entries.filter((e) => e.action === 'auto_rollback')).toHaveLength(1);
    const entry = entries[0]!;
    expect(entry).toMatchObject({
      action: 'auto_rollback',
      by: null,
      stable_version: '1.0.0',
      canary_version: null,
      canary_percentage: 0,
    });
    expect(entry.verdict).toMatchObject({
      rule: 'error_rate',
      window_minutes: 10,
      threshold: 2,
      canary: { version: '1.2.0', sessions: 40, errored_sessions: 40, error_rate: 100 },
      stable: { version: '1.0.0', sessions: 60, error_rate: 0 },
    });

    const told = await notices();
    expect(told.map((n) => n.user_id).sort()).toEqual(
      [t.users.admin.id, t.users['super-admin'].id].sort(),
    );
    const notice = told[0]!;
    expect(notice.link).toBe('/settings/releases');
    const text = renderNotification(
      { code: notice.code, params: JSON.parse(notice.params) as Record<string, string> },
      'en',
    );
    expect(text).toBe(
      'The canary 1.2.0 of the journals section was rolled back automatically: its error rate broke the rollout policy',
    );
    // Nothing left to do on the next period.
    expect(await evaluateRollouts(t.db)).toEqual([]);
  });

  it('rolls back on an INP regression', async () => {
    await call('PUT', 'journals/canary', { version: '1.1.0', percentage: 50 });
    // Past the window of the first tests' figures.
    const later = new Date(Date.now() + 20 * 60_000);
    const { recordBeacon } = await import('../../../src/modules/section-health');
    const beacon = (make: () => ReturnType<typeof sample>) => ({
      samples: Array.from({ length: 20 }, make),
    });
    for (let i = 0; i < 2; i += 1) {
      await recordBeacon(
        t.db,
        beacon(() => sample({ inp_ms: [80] })),
        later,
      );
      await recordBeacon(
        t.db,
        beacon(() => sample({ version: '1.1.0', channel: 'canary', cohort: 1, inp_ms: [400] })),
        later,
      );
    }
    const [action] = await evaluateRollouts(t.db, later);
    // 400 ms against 80 ms, read as the upper edges of their buckets.
    expect(action).toMatchObject({
      action: 'auto_rollback',
      verdict: {
        rule: 'inp',
        threshold: 100,
        canary: { inp_p75: 453, inp_samples: 40 },
        stable: { inp_p75: 80 },
      },
    });
  });

  it('does nothing while the section’s policy is off', async () => {
    await call('PUT', 'journals/policy', { ...policy, enabled: false });
    await call('PUT', 'journals/canary', { version: '1.2.0', percentage: 50 });
    await sendSessions(t, 60, () => broken({ version: '1.2.0', channel: 'canary', cohort: 2 }));
    expect(await evaluateRollouts(t.db)).toEqual([]);
    expect((await canaryOf())?.version).toBe('1.2.0');
    await call('PUT', 'journals/policy', policy);
  });

  it('promotes a canary that stayed healthy for the soak time, and not before', async () => {
    await call('PUT', 'journals/policy', { ...policy, promote_after_minutes: 5 });
    await call('PUT', 'journals/canary', { version: '1.1.0', percentage: 50 });
    const { recordBeacon } = await import('../../../src/modules/section-health');
    const start = new Date(Date.now() + 60 * 60_000);
    for (let i = 0; i < 2; i += 1) {
      await recordBeacon(
        t.db,
        {
          samples: Array.from({ length: 20 }, () =>
            sample({ version: '1.1.0', channel: 'canary' }),
          ),
        },
        start,
      );
    }
    // Set moments ago: 5 minutes of soak are not over at the start.
    expect(await evaluateRollouts(t.db, new Date())).toEqual([]);
    const later = new Date(start.getTime() + 60_000);
    expect(await evaluateRollouts(t.db, later)).toEqual([
      { action: 'auto_promote', section: 'journals', version: '1.1.0' },
    ]);
    const [entry] = await history();
    expect(entry).toMatchObject({
      action: 'auto_promote',
      by: null,
      stable_version: '1.1.0',
      canary_version: null,
      verdict: null,
    });
    expect(await canaryOf()).toBeNull();
    await call('PUT', 'journals/policy', policy);
  });

  it('deletes health minutes past the retention', async () => {
    const { recordBeacon } = await import('../../../src/modules/section-health');
    await recordBeacon(
      t.db,
      { samples: [sample({ section: 'users', inp_ms: [1] })] },
      new Date('2026-01-01T00:00:00Z'),
    );
    await recordBeacon(
      t.db,
      { samples: [sample({ section: 'users', inp_ms: [1] })] },
      new Date('2026-01-10T00:00:00Z'),
    );
    const deleted = await pruneHealth(t.db, 14, new Date('2026-01-20T00:00:00Z'));
    expect(deleted).toBe(2);
    const minutes = await t.db
      .selectFrom('section_health_minutes')
      .select('minute')
      .where('section', '=', 'users')
      .execute();
    expect(minutes.map((m) => m.minute)).toEqual(['2026-01-10T00:00']);
  });
});
