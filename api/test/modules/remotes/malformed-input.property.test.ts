// Property: generated malformed bodies sent to every write endpoint of the
// remote registry never cause a 5xx and never change a row.
import fc from 'fast-check';
import type { z } from 'zod';
import {
  canaryUpdateSchema,
  promoteSchema,
  remoteLoadErrorSchema,
} from '@colophon/shared/contracts';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import {
  acceptedBy,
  keysOf,
  malformedBodies,
  malformedValues,
  snapshotTables,
} from '../../helpers/malformed-bodies';
import { startReleaseStore, type StoreFixture } from './release-store-fixture';

let t: TestApp;
let store: StoreFixture;
let headers: Record<string, string>;
beforeAll(async () => {
  store = await startReleaseStore();
  store.publish('journals', '1.0.0');
  // Errors are public but rate-limited per IP: every run here comes from one address.
  t = await buildTestApp({ config: { releases: store.config } });
  headers = t.authHeader(await t.tokenFor('super-admin'));
});
afterAll(async () => {
  await t.close();
  await store.close();
});

const TABLES = ['section_rollouts', 'remote_load_errors', 'audit_log'] as const;
const values = malformedValues([
  'journals',
  '1.0.0',
  '9.9.9',
  'http://x/mf-manifest.json',
  100,
  101,
  -1,
]);

type Target = {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  schema: z.ZodType;
  auth: boolean;
};
const targets: Target[] = [
  {
    name: 'PUT remotes/{section}/canary',
    method: 'PUT',
    url: '/api/v1/remotes/journals/canary',
    schema: canaryUpdateSchema,
    auth: true,
  },
  {
    name: 'POST remotes/{section}/promote',
    method: 'POST',
    url: '/api/v1/remotes/journals/promote',
    schema: promoteSchema.nullish(),
    auth: true,
  },
  {
    name: 'POST remotes/errors',
    method: 'POST',
    url: '/api/v1/remotes/errors',
    schema: remoteLoadErrorSchema,
    auth: false,
  },
];
const keys: Record<string, string[]> = {
  'PUT remotes/{section}/canary': keysOf(canaryUpdateSchema),
  'POST remotes/{section}/promote': keysOf(promoteSchema),
  'POST remotes/errors': keysOf(remoteLoadErrorSchema),
};

const RUNS = 50;

describe.each(targets)('$name with malformed bodies', (target) => {
  it(`never answers 5xx nor changes a row (${RUNS} runs)`, async () => {
    const before = await snapshotTables(t.db, TABLES);
    await fc.assert(
      fc.asyncProperty(
        malformedBodies(keys[target.name]!, values).filter((b) => !acceptedBy(target.schema, b)),
        async (body) => {
          const res = await t.app.inject({
            method: target.method,
            url: target.url,
            headers: { ...(target.auth ? headers : {}), 'content-type': 'application/json' },
            payload: 'raw' in body ? body.raw : JSON.stringify(body.json),
          });
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(typeof res.json().message).toBe('string');
        },
      ),
      { numRuns: RUNS },
    );
    expect(await snapshotTables(t.db, TABLES)).toBe(before);
  });
});
