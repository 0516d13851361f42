// Property: thousands of generated malformed bodies, ids and queries sent to
// every api-core write endpoint never cause a 5xx and never change a row.
import fc from 'fast-check';
import type { $ZodType } from 'zod/v4/core';
import {
  assignRolesSchema,
  loginSchema,
  registerSchema,
  userCreateSchema,
  userUpdateSchema,
} from '@colophon/shared/contracts';
import {
  acceptedBy,
  keysOf,
  malformedBodies,
  malformedValues,
  snapshotTables,
} from '../helpers/malformed-bodies';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let headers: Record<string, string>;
let targetId: number;
beforeAll(async () => {
  t = await buildTestApp();
  headers = t.authHeader(await t.tokenFor('super-admin'));
  targetId = (await t.createUser({ roles: ['author'] })).id;
});
afterAll(async () => t.close());

const TABLES = [
  'users',
  'roles',
  'user_roles',
  'academic_profiles',
  'publications',
  'tags',
  'access_tokens',
  'audit_log',
] as const;

const snapshot = () => snapshotTables(t.db, TABLES);

const values = malformedValues(['admin', 'super-admin', 'a@b', 'a@b.co', '0000', '<script>']);
const bodies = (keys: string[]) =>
  malformedBodies(keys, values, ['id', 'is_admin', 'constructor', 'deleted_at', 'x']);

const NESTED_PROFILE_KEYS = ['academic_profile'];

type Target = {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  schema: $ZodType;
  keys: string[];
  auth: boolean;
};
const targets: Target[] = [
  {
    name: 'POST auth/register',
    method: 'POST',
    url: () => '/api/v1/auth/register',
    schema: registerSchema,
    keys: ['name', 'email', 'password', 'password_confirmation'],
    auth: false,
  },
  {
    name: 'POST auth/login',
    method: 'POST',
    url: () => '/api/v1/auth/login',
    schema: loginSchema,
    keys: keysOf(loginSchema),
    auth: false,
  },
  {
    name: 'POST users',
    method: 'POST',
    url: () => '/api/v1/users',
    schema: userCreateSchema,
    keys: [...keysOf(userCreateSchema), ...NESTED_PROFILE_KEYS],
    auth: true,
  },
  {
    name: 'PUT users/{id}',
    method: 'PUT',
    url: () => `/api/v1/users/${targetId}`,
    schema: userUpdateSchema,
    keys: keysOf(userUpdateSchema),
    auth: true,
  },
  {
    name: 'POST users/{id}/roles',
    method: 'POST',
    url: () => `/api/v1/users/${targetId}/roles`,
    schema: assignRolesSchema,
    keys: ['roles'],
    auth: true,
  },
];

const RUNS = 300;

describe.each(targets)('$name with malformed bodies', (target) => {
  it(`never answers 5xx nor changes a row (${RUNS} runs)`, async () => {
    const before = await snapshot();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        bodies(target.keys).filter((b) => !acceptedBy(target.schema, b)),
        async (body) => {
          const res = await t.app.inject({
            method: target.method,
            url: target.url(),
            headers: { ...(target.auth ? headers : {}), 'content-type': 'application/json' },
            payload: 'raw' in body ? body.raw : JSON.stringify(body.json),
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(typeof res.json().message).toBe('string');
        },
      ),
      { numRuns: RUNS },
    );
    expect(await snapshot()).toBe(before);
    // Mostly validation answers: the generator really reaches the schemas.
    expect(statuses.get(422) ?? 0).toBeGreaterThan(RUNS / 3);
  });
});

const badId = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !/^\d+$/.test(s.trim())),
  fc.integer({ min: -1000, max: 0 }).map(String),
  fc.constantFrom('1e3', '0x10', '99999999999999', '1.5', ' 1', 'NaN', 'Infinity', '%00', '..'),
  fc.integer({ min: 100_000, max: 2_000_000 }).map(String),
);

describe('id-addressed writes with malformed or unknown ids', () => {
  it(`never answer 5xx nor change a row (${RUNS * 2} runs)`, async () => {
    const before = await snapshot();
    const routes = [
      (id: string) => ({ method: 'DELETE' as const, url: `/api/v1/users/${id}` }),
      (id: string) => ({ method: 'POST' as const, url: `/api/v1/users/${id}/restore` }),
      (id: string) => ({ method: 'DELETE' as const, url: `/api/v1/users/${id}/force` }),
      (id: string) => ({
        method: 'PUT' as const,
        url: `/api/v1/users/${id}`,
        payload: { name: 'Valid Name' },
      }),
      (id: string) => ({
        method: 'POST' as const,
        url: `/api/v1/users/${id}/roles`,
        payload: { roles: ['author'] },
      }),
    ];
    await fc.assert(
      fc.asyncProperty(badId, fc.constantFrom(...routes), async (id, route) => {
        const req = route(encodeURIComponent(id));
        const res = await t.app.inject({ ...req, headers });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: RUNS * 2 },
    );
    expect(await snapshot()).toBe(before);
  });
});

describe('list queries with malformed parameters', () => {
  it('never answer 5xx', async () => {
    const query = fc.dictionary(
      fc.constantFrom('page', 'per_page', 'search', 'role', 'status', '_t', 'x'),
      fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.integer().map(String),
        fc.string({ minLength: 200, maxLength: 400 }),
      ),
      { maxKeys: 5 },
    );
    await fc.assert(
      fc.asyncProperty(
        query,
        fc.constantFrom('/api/v1/users', `/api/v1/users/1/publications`),
        async (q, path) => {
          const res = await t.app.inject({ method: 'GET', url: path, query: q, headers });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});
