// Concurrent release changes through two app instances on one
// database (two processes) serialise — the audit history stays one chain.
import type { FastifyInstance } from 'fastify';
import { buildInstances, type Instances } from '../helpers/shared-database';
import { startReleaseStore, type StoreFixture } from '../modules/remotes/release-store-fixture';
import { chainViolations } from './release-chain';

let t: Instances;
let store: StoreFixture;
let token: string;

beforeAll(async () => {
  store = await startReleaseStore();
  for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) store.publish('journals', version);
  t = await buildInstances({ releases: store.config });
  token = await t.tokenFor((await t.createUser(['admin'])).id);
});
afterAll(async () => {
  await t.close();
  await store.close();
});

const call = (app: FastifyInstance, method: 'PUT' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/remotes/journals/${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

const INITIAL = {
  stable_version: null,
  canary_version: null,
  canary_percentage: 0,
  previous_versions: '[]',
};

describe('release changes under a lock', () => {
  it('the chain check catches an entry that does not follow from the previous state', () => {
    const promote = (id: number, before: object, after: object) => ({
      id,
      action: 'promote',
      before: JSON.stringify(before),
      after: JSON.stringify(after),
    });
    const v1 = { ...INITIAL, stable_version: '1.0.0', previous_versions: '[""]' };
    const v2 = { ...INITIAL, stable_version: '1.1.0', previous_versions: '["1.0.0",""]' };
    expect(chainViolations([promote(1, INITIAL, v1), promote(2, v1, v2)], INITIAL)).toEqual([]);
    // Two promotes that both read the initial state (the lost-update race).
    const lost = { ...INITIAL, stable_version: '1.1.0', previous_versions: '[""]' };
    expect(chainViolations([promote(1, INITIAL, v1), promote(2, INITIAL, lost)], INITIAL)).toEqual([
      '#2 promote: did not start from the previous state',
    ]);
  });

  it('16 concurrent promotes, rollbacks and canary changes across two instances leave one chain', async () => {
    const versions = ['1.0.0', '1.1.0', '1.2.0', '1.3.0'];
    const requests = Array.from({ length: 16 }, (_, i) => {
      const app = i % 2 ? t.apps[1] : t.apps[0];
      const version = versions[i % versions.length] ?? '1.0.0';
      if (i % 4 === 0 || i % 4 === 3) return call(app, 'POST', 'promote', { version });
      if (i % 4 === 1) return call(app, 'PUT', 'canary', { version, percentage: 20 });
      return call(app, 'POST', 'rollback');
    });
    const responses = await Promise.all(requests);
    for (const response of responses) {
      // A rollback with nothing to restore is refused; nothing else fails.
      expect([200, 422]).toContain(response.statusCode);
    }
    const succeeded = responses.filter((r) => r.statusCode === 200).length;
    const audit = await t.dbs[0]
      .selectFrom('audit_log')
      .select(['id', 'action', 'before', 'after'])
      .where('entity', '=', 'section_rollout:journals')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(succeeded);
    expect(audit.length).toBeGreaterThanOrEqual(12);
    expect(chainViolations(audit, INITIAL)).toEqual([]);
    const row = await t.dbs[1]
      .selectFrom('section_rollouts')
      .select(['stable_version', 'canary_version', 'canary_percentage', 'previous_versions'])
      .where('section', '=', 'journals')
      .executeTakeFirstOrThrow();
    expect(row).toEqual(JSON.parse(audit.at(-1)!.after!));
  });
});
