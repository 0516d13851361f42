// Property: generated malformed bodies, multipart forms, ids and queries sent
// to every content write endpoint never cause a 5xx and never change a row
// (nor leave a file behind).
import path from 'node:path';
import fc from 'fast-check';
import type { z } from 'zod';
import {
  categoryReorderSchema,
  categorySchema,
  categoryUpdateSchema,
  journalPayloadSchema,
  journalUpdateSchema,
  manuscriptAuthorsPayloadSchema,
  manuscriptReviewersSchema,
  manuscriptStatusChangeSchema,
  manuscriptSubmitSchema,
  manuscriptUpdateSchema,
  reviewCreateSchema,
} from '@colophon/shared/contracts';
import {
  acceptedBy,
  keysOf,
  malformedBodies,
  malformedValues,
  snapshotTables,
} from '../../helpers/malformed-bodies';
import { storedFiles } from '../../helpers/stored-files';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import {
  assignReviewer,
  createManuscript,
  forceStatus,
  insertJournal,
  tokenOf,
  withTempDataDir,
} from './helpers/content';
import { multipart } from './helpers/multipart';

const dataDir = withTempDataDir();
let t: TestApp;
let journal: number;
let category: number;
let manuscript: number;
let reviewed: number;
const headers: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  t = await buildTestApp();
  journal = await insertJournal(t);
  const author = await tokenOf(t, 'author');
  manuscript = await createManuscript(t, author, journal);
  reviewed = await createManuscript(t, author, journal);
  await forceStatus(t, reviewed, 'under_review');
  await assignReviewer(t, reviewed, t.users.reviewer.id);
  const now = new Date().toISOString();
  category = (
    await t.db
      .insertInto('categories')
      .values({ name: 'Root', slug: 'root', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (const role of ['admin', 'editor-in-chief', 'reviewer', 'author'] as const) {
    headers[role] = t.authHeader(await tokenOf(t, role));
  }
});
afterAll(async () => t.close());

const TABLES = [
  'journals',
  'categories',
  'journal_categories',
  'manuscripts',
  'manuscript_authors',
  'manuscript_revisions',
  'review_assignments',
  'reviews',
  'manuscript_status_history',
  'audit_log',
] as const;

/** Stored files: on disk (temp ones included) or in the database. */
const files = () => storedFiles(t.db, path.join(dataDir, 'uploads'));

const snapshot = async () =>
  `${await snapshotTables(t.db, TABLES)}\nfiles:${(await files()).join('|')}`;

const values = malformedValues(
  ['1234-5678', 'http://x', 'a@b.co', 'draft', 'withdrawn', -1, 0, 6, 2_147_483_648],
  { longText: 3000 },
);
const bodies = (keys: string[]) =>
  malformedBodies(keys, values, ['id', 'constructor', 'status', 'x']);

type Target = {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  schema: z.ZodType;
  keys: string[];
  as: string;
};
const targets: Target[] = [
  {
    name: 'POST journals',
    method: 'POST',
    url: () => '/api/v1/journals',
    schema: journalPayloadSchema,
    keys: keysOf(journalPayloadSchema),
    as: 'admin',
  },
  {
    name: 'PUT journals/{id}',
    method: 'PUT',
    url: () => `/api/v1/journals/${journal}`,
    schema: journalUpdateSchema,
    keys: keysOf(journalUpdateSchema),
    as: 'admin',
  },
  {
    name: 'POST categories',
    method: 'POST',
    url: () => '/api/v1/categories',
    schema: categorySchema,
    keys: keysOf(categorySchema),
    as: 'admin',
  },
  {
    name: 'PUT categories/{id}',
    method: 'PUT',
    url: () => `/api/v1/categories/${category}`,
    schema: categoryUpdateSchema,
    keys: keysOf(categoryUpdateSchema),
    as: 'admin',
  },
  {
    name: 'POST categories/reorder',
    method: 'POST',
    url: () => '/api/v1/categories/reorder',
    schema: categoryReorderSchema,
    keys: ['orders'],
    as: 'admin',
  },
  {
    name: 'PUT manuscripts/{id}',
    method: 'PUT',
    url: () => `/api/v1/manuscripts/${manuscript}`,
    schema: manuscriptUpdateSchema,
    keys: keysOf(manuscriptUpdateSchema),
    as: 'editor-in-chief',
  },
  {
    name: 'POST manuscripts/{id}/status',
    method: 'POST',
    url: () => `/api/v1/manuscripts/${manuscript}/status`,
    schema: manuscriptStatusChangeSchema,
    keys: keysOf(manuscriptStatusChangeSchema),
    as: 'editor-in-chief',
  },
  {
    name: 'POST manuscripts/{id}/submit',
    method: 'POST',
    url: () => `/api/v1/manuscripts/${manuscript}/submit`,
    schema: manuscriptSubmitSchema.nullish(),
    keys: ['journal_id'],
    as: 'author',
  },
  {
    name: 'POST manuscripts/{id}/authors',
    method: 'POST',
    url: () => `/api/v1/manuscripts/${manuscript}/authors`,
    schema: manuscriptAuthorsPayloadSchema,
    keys: ['authors'],
    as: 'author',
  },
  {
    name: 'POST manuscripts/{id}/reviewers',
    method: 'POST',
    url: () => `/api/v1/manuscripts/${manuscript}/reviewers`,
    schema: manuscriptReviewersSchema,
    keys: ['reviewer_ids'],
    as: 'editor-in-chief',
  },
  {
    name: 'POST manuscripts/{id}/reviews',
    method: 'POST',
    url: () => `/api/v1/manuscripts/${reviewed}/reviews`,
    schema: reviewCreateSchema,
    keys: keysOf(reviewCreateSchema),
    as: 'reviewer',
  },
];

const RUNS = 150;

describe.each(targets)('$name with malformed JSON bodies', (target) => {
  it(`never answers 5xx nor changes a row (${RUNS} runs)`, async () => {
    const before = await snapshot();
    let validations = 0;
    await fc.assert(
      fc.asyncProperty(
        bodies(target.keys).filter((b) => !acceptedBy(target.schema, b)),
        async (body) => {
          const res = await t.app.inject({
            method: target.method,
            url: target.url(),
            headers: { ...headers[target.as], 'content-type': 'application/json' },
            payload: 'raw' in body ? body.raw : JSON.stringify(body.json),
          });
          if (res.statusCode === 422) validations++;
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(typeof res.json().message).toBe('string');
        },
      ),
      { numRuns: RUNS },
    );
    expect(await snapshot()).toBe(before);
    expect(validations).toBeGreaterThan(RUNS / 3);
  });
});

const fieldName = fc.oneof(
  fc.constantFrom(
    'title',
    'abstract',
    'keywords',
    'manuscript_type',
    'journal_id',
    'doi',
    'submit',
    'changes_summary',
    'authors',
  ),
  fc
    .tuple(
      fc.integer({ min: 0, max: 60 }),
      fc.constantFrom(
        'first_name',
        'last_name',
        'email',
        'institution',
        'orcid',
        'is_corresponding',
        'author_order',
        'user_id',
        'x',
      ),
    )
    .map(([i, k]) => `authors[${i}][${k}]`),
  fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !/["\r\n]/.test(s)),
);
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('1', '0', '', '[', '["a"]', '{"a":1}', 'true'),
  fc.integer().map(String),
);
/** A file that is never a valid manuscript: wrong bytes whatever its name. */
const badFile = fc.record({
  name: fc.constantFrom('a.pdf', 'b.docx', 'c.doc', 'd.txt', 'e', '../../etc/passwd.pdf'),
  content: fc
    .uint8Array({ maxLength: 300 })
    .map((bytes) => Buffer.concat([Buffer.from('X'), Buffer.from(bytes)])),
  field: fc.constantFrom('manuscript_file', 'manuscript_file', 'other'),
});

describe.each([
  { name: 'POST journals/{id}/manuscripts', url: () => `/api/v1/journals/${journal}/manuscripts` },
  {
    name: 'POST manuscripts/{id}/revisions',
    url: () => `/api/v1/manuscripts/${manuscript}/revisions`,
  },
])('$name with malformed multipart forms', ({ url }) => {
  it(`never answers 5xx nor changes a row (${RUNS} runs)`, async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 12 }),
        fc.array(badFile, { maxLength: 2 }),
        fc.boolean(),
        async (fields, files, corrupt) => {
          const body = multipart(fields, files);
          const payload = corrupt
            ? body.payload.subarray(0, Math.floor(body.payload.length / 2))
            : body.payload;
          const res = await t.app.inject({
            method: 'POST',
            url: url(),
            headers: { ...headers.author, ...body.headers },
            payload,
          });
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await snapshot()).toBe(before);
  });
});

const badId = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !/^\d+$/.test(s.trim())),
  fc.integer({ min: -1000, max: 0 }).map(String),
  fc.constantFrom('1e3', '0x10', '99999999999999', '1.5', ' 1', 'NaN', '%00', '..'),
  fc.integer({ min: 100_000, max: 2_000_000 }).map(String),
);

describe('id-addressed content writes with malformed or unknown ids', () => {
  it(`never answer 5xx nor change a row (${RUNS * 2} runs)`, async () => {
    const before = await snapshot();
    const routes = [
      (id: string) => ({
        method: 'PUT' as const,
        url: `/api/v1/journals/${id}`,
        payload: { title: 'X' },
      }),
      (id: string) => ({ method: 'DELETE' as const, url: `/api/v1/journals/${id}` }),
      (id: string) => ({
        method: 'PUT' as const,
        url: `/api/v1/categories/${id}`,
        payload: { name: 'X' },
      }),
      (id: string) => ({ method: 'DELETE' as const, url: `/api/v1/categories/${id}` }),
      (id: string) => ({
        method: 'PUT' as const,
        url: `/api/v1/manuscripts/${id}`,
        payload: { title: 'X' },
      }),
      (id: string) => ({ method: 'DELETE' as const, url: `/api/v1/manuscripts/${id}` }),
      (id: string) => ({
        method: 'POST' as const,
        url: `/api/v1/manuscripts/${id}/status`,
        payload: { status: 'withdrawn' },
      }),
      (id: string) => ({ method: 'POST' as const, url: `/api/v1/manuscripts/${id}/submit` }),
      (id: string) => ({
        method: 'GET' as const,
        url: `/api/v1/manuscripts/${manuscript}/revisions/${id}/file`,
      }),
    ];
    await fc.assert(
      fc.asyncProperty(badId, fc.constantFrom(...routes), async (id, route) => {
        const res = await t.app.inject({
          ...route(encodeURIComponent(id)),
          headers: headers.admin,
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: RUNS * 2 },
    );
    expect(await snapshot()).toBe(before);
  });
});

describe('content list queries with malformed parameters', () => {
  it('never answer 5xx', async () => {
    const query = fc.dictionary(
      fc.constantFrom(
        'page',
        'per_page',
        'search',
        'status',
        'is_active',
        'manuscript_type',
        'journal_id',
        'parent_id',
        '_t',
      ),
      fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.integer().map(String),
        fc.constantFrom('"', '*', 'NEAR(', ')', 'a:*', '&|!', "'", '\\', '%', 'null'),
        fc.string({ minLength: 150, maxLength: 260 }),
      ),
      { maxKeys: 5 },
    );
    const paths = [
      '/api/v1/journals',
      '/api/v1/journals/export.csv',
      '/api/v1/categories',
      '/api/v1/manuscripts',
      '/api/v1/manuscripts/user/my-manuscripts',
      '/api/v1/manuscripts/export.csv',
    ];
    await fc.assert(
      fc.asyncProperty(
        query,
        fc.constantFrom(...paths),
        fc.constantFrom('admin', 'author'),
        async (q, url, who) => {
          const res = await t.app.inject({ method: 'GET', url, query: q, headers: headers[who] });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });
});
