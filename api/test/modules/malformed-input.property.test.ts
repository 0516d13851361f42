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

// NUL and lone surrogates too: text no database column may hold (refused at the door).
const values = malformedValues([
  'admin',
  'super-admin',
  'a@b',
  'a@b.co',
  '0000',
  '<script>',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfff',
]);
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
        // Declared below: NUL and lone surrogates, refused before the query runs.
        forbiddenText,
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

  // A URL carries UTF-8, where a lone surrogate cannot be written: only NUL arrives.
  it('answer 422 at the field for a NUL in an otherwise valid query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('search', 'role', 'status'),
        forbiddenText.map((text) => text.replace(/[\ud800-\udfff]/g, '\u0000')),
        fc.constantFrom('/api/v1/users', '/api/v1/users/export.csv'),
        async (key, text, path) => {
          const query = { page: '1', [key]: text };
          const res = await t.app.inject({ method: 'GET', url: path, query, headers });
          expect(res.statusCode).toBe(422);
          expect(res.json().errors[key]).toEqual([FORBIDDEN_MESSAGE]);
        },
      ),
      { numRuns: 100 },
    );
  });
});

const FORBIDDEN_MESSAGE =
  'The value contains a character that is not allowed (a NUL character or a broken Unicode surrogate).';

/** Text holding a NUL or a surrogate without its partner, somewhere among ASCII. */
const forbiddenText = fc
  .tuple(
    fc.string({ unit: 'grapheme-ascii', maxLength: 20 }),
    fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'),
    fc.string({ unit: 'grapheme-ascii', maxLength: 20 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);

// Bodies the contracts accept but for one field: that field holds forbidden
// text. The schemas let these through (NUL is a character to zod), so they
// reached the database: PostgreSQL failed (500), SQLite stored them.
type Valid = { name: string; method: 'POST' | 'PUT'; url: () => string; body: () => object };
let serial = 0;
const validBodies: Valid[] = [
  {
    name: 'PUT users/{id}',
    method: 'PUT',
    url: () => `/api/v1/users/${targetId}`,
    body: () => ({ name: 'Valid Name', academic_profile: { institution: 'Uni' } }),
  },
  {
    name: 'POST users',
    method: 'POST',
    url: () => '/api/v1/users',
    body: () => ({
      name: 'New Person',
      email: `fuzz${(serial += 1)}@example.org`,
      password: 'secret-password',
      roles: ['author'],
    }),
  },
  {
    name: 'POST auth/register',
    method: 'POST',
    url: () => '/api/v1/auth/register',
    body: () => ({
      name: 'New Person',
      email: `fuzz${(serial += 1)}@example.org`,
      password: 'secret-password',
      password_confirmation: 'secret-password',
    }),
  },
];

describe.each(validBodies)('$name with NUL or a lone surrogate in one field', (target) => {
  it('answers 422 at that field and changes no row (100 runs)', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('name', 'password', 'institution'),
        forbiddenText,
        async (field, text) => {
          const body = target.body() as Record<string, unknown>;
          const profile = body.academic_profile as Record<string, unknown> | undefined;
          if (field === 'institution' && profile) profile.institution = text;
          else if (field === 'password' && 'password' in body) {
            body.password = text;
            if ('password_confirmation' in body) body.password_confirmation = text;
          } else body.name = text;
          const res = await t.app.inject({
            method: target.method,
            url: target.url(),
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expect(res.statusCode).toBe(422);
          const errors = res.json().errors as Record<string, string[]>;
          expect(Object.values(errors).flat()).toContain(FORBIDDEN_MESSAGE);
        },
      ),
      { numRuns: 100 },
    );
    expect(await snapshot()).toBe(before);
  });
});
