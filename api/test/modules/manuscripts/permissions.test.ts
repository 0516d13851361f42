// `permissions` on a manuscript tells the front ends which actions will work.
// Every flag is checked against the endpoint it stands for, for every status
// and every kind of reader, so the flags cannot drift from the rules.
import {
  decisionsFrom,
  MANUSCRIPT_STATUSES,
  type ManuscriptStatus,
} from '@colophon/shared/contracts';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { pdfBytes } from './helpers/files';
import { multipart } from './helpers/multipart';
import {
  api,
  assignReviewer,
  createManuscript,
  forceStatus,
  insertJournal,
  tokenOf,
  withTempDataDir,
} from './helpers/content';

withTempDataDir();
let t: TestApp;
let journal: number;
beforeAll(async () => {
  t = await buildTestApp();
  journal = await insertJournal(t, { peer_review_type: 'open' });
});
afterAll(async () => t.close());

type Reader = 'author' | 'editor-in-chief' | 'associate-editor' | 'admin' | 'reviewer';
const READERS: Reader[] = ['author', 'editor-in-chief', 'associate-editor', 'admin', 'reviewer'];

/** A manuscript of the author in `status`, with the reviewer assigned to it. */
async function manuscriptIn(status: ManuscriptStatus) {
  const id = await createManuscript(t, await tokenOf(t, 'author'), journal);
  await assignReviewer(t, id, t.users.reviewer.id);
  await forceStatus(t, id, status);
  return id;
}

const revisionBody = () =>
  multipart(
    [['changes_summary', 'New figures']],
    [{ name: 'v2.pdf', content: pdfBytes('v2'), type: 'application/pdf' }],
  );

/** Tries the action a flag stands for; true when the API accepted it. */
const attempts = {
  edit: (id: number, token: string) =>
    t.app.inject({
      method: 'PUT',
      url: api(`/manuscripts/${id}`),
      headers: t.authHeader(token),
      payload: { title: 'A better title' },
    }),
  upload_revision: (id: number, token: string) => {
    const body = revisionBody();
    return t.app.inject({
      method: 'POST',
      url: api(`/manuscripts/${id}/revisions`),
      headers: { ...t.authHeader(token), ...body.headers },
      payload: body.payload,
    });
  },
  assign_reviewers: (id: number, token: string) =>
    t.app.inject({
      method: 'POST',
      url: api(`/manuscripts/${id}/reviewers`),
      headers: t.authHeader(token),
      payload: { reviewer_ids: [t.users.reviewer.id] },
    }),
  review: (id: number, token: string) =>
    t.app.inject({
      method: 'POST',
      url: api(`/manuscripts/${id}/reviews`),
      headers: t.authHeader(token),
      payload: { rating: 4, content: 'Sound methods.' },
    }),
  decide: async (id: number, token: string) => {
    const { status } = await t.db
      .selectFrom('manuscripts')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return t.app.inject({
      method: 'POST',
      url: api(`/manuscripts/${id}/decisions`),
      headers: t.authHeader(token),
      payload: { decision: decisionsFrom(status)[0] ?? 'publish', letter: 'L', reason: 'R' },
    });
  },
  recommend: (id: number, token: string) =>
    t.app.inject({
      method: 'POST',
      url: api(`/manuscripts/${id}/recommendations`),
      headers: t.authHeader(token),
      payload: { recommendation: 'minor_revisions' },
    }),
  assign_handling_editor: (id: number, token: string) =>
    t.app.inject({
      method: 'PUT',
      url: api(`/manuscripts/${id}/handling-editor`),
      headers: t.authHeader(token),
      payload: { user_id: t.users['associate-editor'].id },
    }),
  delete: (id: number, token: string) =>
    t.app.inject({
      method: 'DELETE',
      url: api(`/manuscripts/${id}`),
      headers: t.authHeader(token),
    }),
} as const;

const cases = MANUSCRIPT_STATUSES.flatMap((status) =>
  READERS.map((reader) => ({ status, reader })),
);

describe('permissions match what the API accepts', () => {
  it.each(cases)('$status, read by $reader', async ({ status, reader }) => {
    const token = await tokenOf(t, reader);
    const id = await manuscriptIn(status);
    const detail = await t.app.inject({
      method: 'GET',
      url: api(`/manuscripts/${id}`),
      headers: t.authHeader(token),
    });
    expect(detail.statusCode).toBe(200);
    const permissions = detail.json().data.permissions as Record<keyof typeof attempts, boolean>;
    expect(Object.keys(permissions).sort()).toEqual(Object.keys(attempts).sort());

    // delete last: it removes the manuscript.
    for (const action of Object.keys(attempts) as (keyof typeof attempts)[]) {
      const res = await attempts[action](id, token);
      const accepted = res.statusCode >= 200 && res.statusCode < 300;
      expect({ action, accepted, status: res.statusCode }).toEqual({
        action,
        accepted: permissions[action],
        status: res.statusCode,
      });
      // An accepted upload moves revision_requested on: put it back for the next action.
      if (accepted && action !== 'delete') await forceStatus(t, id, status);
    }
  });

  it('gives the submitter of a draft every author action, and nothing once withdrawn', async () => {
    const token = await tokenOf(t, 'author');
    const draft = await manuscriptIn('draft');
    const read = async (id: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: api(`/manuscripts/${id}`),
          headers: t.authHeader(token),
        })
      ).json().data.permissions;
    expect(await read(draft)).toEqual({
      edit: true,
      delete: true,
      upload_revision: true,
      assign_reviewers: false,
      review: false,
      decide: false,
      recommend: false,
      assign_handling_editor: false,
    });
    const withdrawn = await manuscriptIn('withdrawn');
    expect(await read(withdrawn)).toEqual({
      edit: false,
      delete: false,
      upload_revision: false,
      assign_reviewers: false,
      review: false,
      decide: false,
      recommend: false,
      assign_handling_editor: false,
    });
  });
});

describe('submit with notes', () => {
  it('records the notes with the draft → submitted step', async () => {
    const token = await tokenOf(t, 'author');
    const id = await manuscriptIn('draft');
    const res = await t.app.inject({
      method: 'POST',
      url: api(`/manuscripts/${id}/submit`),
      headers: t.authHeader(token),
      payload: { journal_id: journal, notes: 'Ready for the editor.' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('submitted');
    expect(data.submission_date).not.toBeNull();
    expect(data.status_history.at(-1)).toMatchObject({
      from_status: 'draft',
      to_status: 'submitted',
      notes: 'Ready for the editor.',
      user: { id: t.users.author.id },
    });
  });

  it('still submits without a body, and rejects notes that are not text', async () => {
    const token = await tokenOf(t, 'author');
    const id = await manuscriptIn('draft');
    const bad = await t.app.inject({
      method: 'POST',
      url: api(`/manuscripts/${id}/submit`),
      headers: t.authHeader(token),
      payload: { notes: 42 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.notes).toEqual(['The notes must be a text']);
    const ok = await t.app.inject({
      method: 'POST',
      url: api(`/manuscripts/${id}/submit`),
      headers: t.authHeader(token),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.status_history.at(-1)).toMatchObject({
      to_status: 'submitted',
      notes: null,
    });
  });
});
