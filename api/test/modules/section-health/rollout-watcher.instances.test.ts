// Two API processes on one database, each with its own watcher period: the
// rollback of a broken canary is decided once (one history entry, one notice
// per administrator), whichever process evaluates first.
import { buildInstances, type Instances } from '../../helpers/shared-database';
import { evaluateRollouts } from '../../../src/modules/section-health';
import { startReleaseStore, type StoreFixture } from '../remotes/release-store-fixture';
import { broken, sample } from './health-fixtures';

let instances: Instances;
let store: StoreFixture;
let token: string;
let adminId: number;

beforeAll(async () => {
  store = await startReleaseStore();
  store.publish('journals', '1.0.0');
  store.publish('journals', '1.1.0');
  instances = await buildInstances({ releases: store.config });
  const admin = await instances.createUser(['admin']);
  adminId = admin.id;
  token = await instances.tokenFor(admin.id);
});
afterAll(async () => {
  await instances.close();
  await store.close();
});

const inject = (app: 0 | 1, method: 'PUT' | 'POST', url: string, payload: object) =>
  instances.apps[app].inject({
    method,
    url: `/api/v1/remotes/${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

it('rolls a broken canary back once when both processes evaluate at the same time', async () => {
  const policy = {
    enabled: true,
    window_minutes: 10,
    min_sessions: 20,
    max_error_rate: 2,
    error_ratio: 2,
    max_inp_regression_ms: null,
    max_lcp_regression_ms: null,
    promote_after_minutes: null,
  };
  expect((await inject(0, 'PUT', 'journals/policy', policy)).statusCode).toBe(200);
  expect(
    (await inject(1, 'PUT', 'journals/canary', { version: '1.1.0', percentage: 50 })).statusCode,
  ).toBe(200);
  // Beacons reach both processes (behind a load balancer).
  for (const app of [0, 1] as const) {
    const samples = Array.from({ length: 10 }, (_, i) =>
      i % 2 ? sample() : broken({ version: '1.1.0', channel: 'canary', cohort: 1 }),
    );
    expect((await inject(app, 'POST', 'health', { samples })).statusCode).toBe(202);
    expect((await inject(app, 'POST', 'health', { samples })).statusCode).toBe(202);
  }

  const [dbA, dbB] = instances.dbs;
  const evaluations = [dbA, dbB, dbA, dbB];
  // PostgreSQL: all at once. SQLite: two connections of one
  // Node process cannot both wait on its file lock (the driver blocks the
  // thread), so there each process's period comes in turn — the later ones
  // must find the canary gone and do nothing.
  const runs =
    instances.shared.dialect === 'postgres'
      ? await Promise.all(evaluations.map((db) => evaluateRollouts(db)))
      : await evaluations.reduce<Promise<Awaited<ReturnType<typeof evaluateRollouts>>[]>>(
          async (done, db) => [...(await done), await evaluateRollouts(db)],
          Promise.resolve([]),
        );
  expect(runs.flat()).toHaveLength(1);

  const entries = await dbA
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'after'])
    .where('entity', '=', 'section_rollout:journals')
    .where('action', '=', 'auto_rollback')
    .execute();
  expect(entries).toHaveLength(1);
  expect(entries[0]!.actor_id).toBeNull();
  expect(JSON.parse(entries[0]!.after!).verdict.canary.sessions).toBe(20);
  const rollout = await dbB
    .selectFrom('section_rollouts')
    .select(['canary_version', 'canary_percentage'])
    .where('section', '=', 'journals')
    .executeTakeFirstOrThrow();
  expect(rollout).toEqual({ canary_version: null, canary_percentage: 0 });
  const notices = await dbB
    .selectFrom('notifications')
    .select('user_id')
    .where('code', '=', 'canaryRolledBack')
    .execute();
  expect(notices.filter((n) => n.user_id === adminId)).toHaveLength(1);
});
