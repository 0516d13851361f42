// The role × endpoint matrix of docs/roles.md for journals, categories and
// manuscripts, cell by cell. "own"/"assigned" cells use a manuscript the
// author role submitted, with the reviewer role assigned to it.
import { ROLE_NAMES, type RoleName } from '@colophon/shared/contracts';
import type { TestApp } from '../../helpers/test-app';
import {
  assignReviewer,
  createManuscript,
  forceStatus,
  insertJournal,
  manuscriptFields,
  tokenOf,
} from './helpers/content';
import { pdfBytes } from './helpers/files';
import { multipart } from './helpers/multipart';
import { reviewsSuite } from '../reviews/helpers';

const suite = reviewsSuite();
let t: TestApp;
let journal: number;
beforeAll(() => {
  ({ t, journal } = suite);
});

type Who = RoleName | 'anonymous';
type Request = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
};
type Row = { name: string; request: () => Promise<Request>; expect: Record<Who, number> };

const cells = (
  anonymous: number,
  [admin, superAdmin, chief, associate, reviewer, author]: number[],
): Record<Who, number> => ({
  anonymous,
  admin: admin!,
  'super-admin': superAdmin!,
  'editor-in-chief': chief!,
  'associate-editor': associate!,
  reviewer: reviewer!,
  author: author!,
});
const all = (ok: number) => cells(401, [ok, ok, ok, ok, ok, ok]);
const adminOnly = (ok: number) => cells(401, [ok, ok, 403, 403, 403, 403]);
const staffOnly = (ok: number) => cells(401, [ok, ok, ok, ok, 403, 403]);
const editorsAndOwner = (ok: number) => cells(401, [403, 403, ok, ok, 403, ok]);

/** A manuscript of the author role, the reviewer role assigned, in `status`. */
async function ownManuscript(status = 'draft') {
  const id = await createManuscript(t, await tokenOf(t, 'author'), journal);
  if (status !== 'draft') await forceStatus(t, id, status);
  // Under review, the reviewer holds an accepted invitation of the open round.
  await assignReviewer(t, id, t.users.reviewer.id);
  return id;
}
const m = (path: string) => `/api/v1/manuscripts${path}`;

const rows: Row[] = [
  {
    name: 'GET journals',
    request: async () => ({ method: 'GET', url: '/api/v1/journals' }),
    expect: all(200),
  },
  {
    name: 'GET journals/{id}',
    request: async () => ({ method: 'GET', url: `/api/v1/journals/${journal}` }),
    expect: all(200),
  },
  {
    name: 'POST journals',
    request: async () => ({
      method: 'POST',
      url: '/api/v1/journals',
      payload: { title: 'Matrix', description: 'd' },
    }),
    expect: adminOnly(201),
  },
  {
    name: 'PUT journals/{id}',
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/journals/${journal}`,
      payload: { publisher: 'P' },
    }),
    expect: adminOnly(200),
  },
  {
    name: 'DELETE journals/{id}',
    request: async () => ({ method: 'DELETE', url: `/api/v1/journals/${await insertJournal(t)}` }),
    expect: adminOnly(200),
  },
  {
    name: 'GET journals/{id}/manuscripts',
    request: async () => ({ method: 'GET', url: `/api/v1/journals/${journal}/manuscripts` }),
    expect: all(200),
  },
  {
    name: 'GET journals/export.csv',
    request: async () => ({ method: 'GET', url: '/api/v1/journals/export.csv' }),
    expect: staffOnly(200),
  },
  {
    name: 'GET categories',
    request: async () => ({ method: 'GET', url: '/api/v1/categories' }),
    expect: all(200),
  },
  {
    name: 'GET categories/tree',
    request: async () => ({ method: 'GET', url: '/api/v1/categories/tree' }),
    expect: all(200),
  },
  {
    name: 'POST categories',
    request: async () => ({
      method: 'POST',
      url: '/api/v1/categories',
      payload: { name: 'Matrix category' },
    }),
    expect: adminOnly(201),
  },
  {
    name: 'GET manuscripts',
    request: async () => ({ method: 'GET', url: m('') }),
    expect: all(200),
  },
  {
    name: 'GET manuscripts/user/my-manuscripts',
    request: async () => ({ method: 'GET', url: m('/user/my-manuscripts') }),
    expect: all(200),
  },
  {
    name: 'GET manuscripts/{id}',
    request: async () => ({ method: 'GET', url: m(`/${await ownManuscript()}`) }),
    expect: all(200),
  },
  {
    name: 'POST journals/{id}/manuscripts',
    request: async () => {
      const body = multipart(manuscriptFields(), [{ name: 'p.pdf', content: pdfBytes() }]);
      return {
        method: 'POST',
        url: `/api/v1/journals/${journal}/manuscripts`,
        payload: body.payload,
        headers: body.headers,
      };
    },
    expect: all(201),
  },
  {
    name: 'PUT manuscripts/{id}',
    request: async () => ({
      method: 'PUT',
      url: m(`/${await ownManuscript()}`),
      payload: { title: 'Edited' },
    }),
    expect: editorsAndOwner(200),
  },
  {
    name: 'DELETE manuscripts/{id}',
    request: async () => ({ method: 'DELETE', url: m(`/${await ownManuscript()}`) }),
    // Associate editors may not delete (docs/roles.md).
    expect: cells(401, [200, 200, 200, 403, 403, 200]),
  },
  {
    name: 'POST manuscripts/{id}/submit',
    request: async () => ({ method: 'POST', url: m(`/${await ownManuscript()}/submit`) }),
    expect: editorsAndOwner(200),
  },
  {
    // Authors may withdraw their own manuscript (docs/workflow.md).
    name: 'POST manuscripts/{id}/status (withdrawn)',
    request: async () => ({
      method: 'POST',
      url: m(`/${await ownManuscript()}/status`),
      payload: { status: 'withdrawn' },
    }),
    expect: editorsAndOwner(200),
  },
  {
    name: 'POST manuscripts/{id}/status (under_review)',
    request: async () => ({
      method: 'POST',
      url: m(`/${await ownManuscript('submitted')}/status`),
      payload: { status: 'under_review' },
    }),
    expect: cells(401, [403, 403, 200, 200, 403, 422]),
  },
  {
    name: 'GET manuscripts/{id}/revisions',
    request: async () => ({ method: 'GET', url: m(`/${await ownManuscript()}/revisions`) }),
    expect: all(200),
  },
  {
    name: 'POST manuscripts/{id}/revisions',
    request: async () => {
      const body = multipart(
        [['changes_summary', 'v2']],
        [{ name: 'v2.pdf', content: pdfBytes() }],
      );
      return {
        method: 'POST',
        url: m(`/${await ownManuscript()}/revisions`),
        payload: body.payload,
        headers: body.headers,
      };
    },
    expect: editorsAndOwner(201),
  },
  {
    name: 'POST manuscripts/{id}/authors',
    request: async () => ({
      method: 'POST',
      url: m(`/${await ownManuscript()}/authors`),
      payload: {
        authors: [
          {
            first_name: 'A',
            last_name: 'B',
            email: 'ab@example.org',
            institution: 'I',
            author_order: 2,
          },
        ],
      },
    }),
    expect: editorsAndOwner(200),
  },
  {
    name: 'POST manuscripts/{id}/reviewers',
    request: async () => ({
      method: 'POST',
      url: m(`/${await ownManuscript('under_review')}/reviewers`),
      payload: { reviewer_ids: [t.users.reviewer.id] },
    }),
    expect: cells(401, [403, 403, 200, 200, 403, 403]),
  },
  {
    name: 'POST manuscripts/{id}/reviews',
    request: async () => ({
      method: 'POST',
      url: m(`/${await ownManuscript('under_review')}/reviews`),
      payload: { rating: 5, content: 'Great', recommendation: 'accept' },
    }),
    expect: cells(401, [403, 403, 403, 403, 201, 403]),
  },
  {
    name: 'POST manuscripts/{id}/decisions',
    request: async () => ({
      method: 'POST',
      url: m(`/${await ownManuscript('submitted')}/decisions`),
      payload: { decision: 'send_to_review' },
    }),
    expect: cells(401, [403, 403, 200, 403, 403, 403]),
  },
  {
    name: 'GET manuscripts/{id}/decisions',
    request: async () => ({ method: 'GET', url: m(`/${await ownManuscript()}/decisions`) }),
    expect: all(200),
  },
  {
    name: 'POST manuscripts/{id}/recommendations',
    request: async () => ({
      method: 'POST',
      url: m(`/${await ownManuscript('under_review')}/recommendations`),
      payload: { recommendation: 'accept' },
    }),
    expect: cells(401, [403, 403, 403, 201, 403, 403]),
  },
  {
    name: 'PUT manuscripts/{id}/handling-editor',
    request: async () => ({
      method: 'PUT',
      url: m(`/${await ownManuscript('submitted')}/handling-editor`),
      payload: { user_id: t.users['associate-editor'].id },
    }),
    expect: cells(401, [403, 403, 200, 403, 403, 403]),
  },
  {
    name: 'GET manuscripts/{id}/handling-editor-candidates',
    request: async () => ({
      method: 'GET',
      url: m(`/${await ownManuscript('submitted')}/handling-editor-candidates`),
    }),
    expect: cells(401, [403, 403, 200, 403, 403, 403]),
  },
  {
    name: 'GET editorial-queue',
    request: async () => ({ method: 'GET', url: '/api/v1/editorial-queue' }),
    expect: staffOnly(200),
  },
  {
    name: 'GET manuscripts/export.csv',
    request: async () => ({ method: 'GET', url: m('/export.csv') }),
    expect: staffOnly(200),
  },
];

describe.each(rows)('$name', (row) => {
  it.each(['anonymous', ...ROLE_NAMES] as Who[])('%s', async (who) => {
    const request = await row.request();
    const auth = who === 'anonymous' ? {} : t.authHeader(await tokenOf(t, who));
    const res = await t.app.inject({ ...request, headers: { ...request.headers, ...auth } });
    expect({ who, status: res.statusCode }).toEqual({ who, status: row.expect[who] });
  });
});
