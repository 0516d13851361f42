// The editorial state machine end to end: every legal transition for every
// actor allowed to take it, every illegal one (422 + allowed), who may call
// at all, reviewer assignment, reviews and blind review.
import {
  MANUSCRIPT_STATUSES,
  MANUSCRIPT_WORKFLOW,
  type ManuscriptStatus,
} from '@colophon/shared/contracts';
import { changeStatus } from '../../../src/modules/decisions/manuscript-workflow.service';
import { findManuscriptById } from '../../../src/modules/manuscripts/manuscripts.repository';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
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
let author: string;
let editor: string;
beforeAll(async () => {
  t = await buildTestApp();
  journal = await insertJournal(t);
  author = await tokenOf(t, 'author');
  editor = await tokenOf(t, 'editor-in-chief');
});
afterAll(async () => t.close());

const setStatus = (id: number, token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: api(`/manuscripts/${id}/status`),
    headers: t.authHeader(token),
    payload,
  });

const legal = Object.entries(MANUSCRIPT_WORKFLOW).flatMap(([from, transitions]) =>
  transitions
    .filter((tr) => !tr.viaRevision)
    .flatMap((tr) => tr.by.map((actor) => ({ from: from as ManuscriptStatus, to: tr.to, actor }))),
);

/** What the state machine allows an actor kind from a status (status calls only). */
const allowedFor = (from: ManuscriptStatus, actor: 'author' | 'editor') =>
  MANUSCRIPT_WORKFLOW[from]
    .filter((tr) => !tr.viaRevision && tr.by.includes(actor))
    .map((tr) => tr.to);

describe('every legal transition', () => {
  it.each(legal)('$from → $to by $actor', async ({ from, to, actor }) => {
    const id = await createManuscript(t, author, journal);
    await forceStatus(t, id, from);
    const res = await setStatus(id, actor === 'author' ? author : editor, {
      status: to,
      notes: `to ${to}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Manuscript status updated successfully');
    const data = res.json().data;
    expect(data.status).toBe(to);
    expect(data.status_history.at(-1)).toMatchObject({
      from_status: from,
      to_status: to,
      notes: `to ${to}`,
      user: { id: actor === 'author' ? t.users.author.id : t.users['editor-in-chief'].id },
    });
    expect(data.allowed_transitions).toEqual(allowedFor(to, actor));
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'manuscript')
      .where('entity_id', '=', id)
      .where('action', '=', 'status_changed')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!).status).toBe(to);
  });
});

describe('every illegal transition', () => {
  let id: number;
  beforeAll(async () => {
    id = await createManuscript(t, author, journal);
  });

  it.each(
    MANUSCRIPT_STATUSES.flatMap((from) =>
      (['author', 'editor'] as const).map((actor) => ({ from, actor })),
    ),
  )('from $from by $actor: 422 with the allowed list, nothing changes', async ({ from, actor }) => {
    await forceStatus(t, id, from);
    const allowed = allowedFor(from, actor);
    const illegal = MANUSCRIPT_STATUSES.filter((s) => !allowed.includes(s));
    for (const to of illegal) {
      const res = await setStatus(id, actor === 'author' ? author : editor, { status: to });
      expect({ to, status: res.statusCode }).toEqual({ to, status: 422 });
      const body = res.json();
      expect(body.allowed).toEqual(allowed);
      expect(body.errors.status[0]).toContain(from === to ? 'already' : `from ${from} to ${to}`);
    }
    const row = await t.db
      .selectFrom('manuscripts')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(from);
  });

  it('unknown statuses are a validation error', async () => {
    const res = await setStatus(id, editor, { status: 'lost' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.status[0]).toMatch(/must be one of/);
  });
});

describe('who may change a status', () => {
  it.each(['admin', 'super-admin'] as const)('%s: 403', async (role) => {
    const id = await createManuscript(t, author, journal);
    expect((await setStatus(id, await tokenOf(t, role), { status: 'withdrawn' })).statusCode).toBe(
      403,
    );
  });

  it('an assigned reviewer: 403; an unassigned one: 404; anonymous: 401', async () => {
    const id = await createManuscript(t, author, journal);
    const reviewer = await tokenOf(t, 'reviewer');
    expect((await setStatus(id, reviewer, { status: 'withdrawn' })).statusCode).toBe(404);
    await assignReviewer(t, id, t.users.reviewer.id);
    expect((await setStatus(id, reviewer, { status: 'withdrawn' })).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: api(`/manuscripts/${id}/status`),
      payload: { status: 'withdrawn' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('allowed_transitions in the detail depend on the reader', async () => {
    const id = await createManuscript(t, author, journal);
    await forceStatus(t, id, 'under_review');
    await assignReviewer(t, id, t.users.reviewer.id);
    const read = async (token: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: api(`/manuscripts/${id}`),
          headers: t.authHeader(token),
        })
      ).json().data.allowed_transitions;
    expect(await read(author)).toEqual(['withdrawn']);
    expect(await read(editor)).toEqual(['revision_requested', 'accepted', 'rejected', 'withdrawn']);
    expect(await read(await tokenOf(t, 'admin'))).toEqual([]);
    expect(await read(await tokenOf(t, 'reviewer'))).toEqual([]);
  });

  it('a concurrent change makes the loser answer 409', async () => {
    const id = await createManuscript(t, author, journal);
    const stale = (await findManuscriptById(t.db, id))!;
    await forceStatus(t, id, 'submitted');
    const relation = {
      userId: t.users['editor-in-chief'].id,
      staff: true,
      admin: false,
      editor: true,
      outsideEditor: false,
      author: false,
      submitter: false,
      reviewer: false,
    };
    await expect(
      changeStatus(
        t.db,
        { ...t.users['editor-in-chief'] },
        { row: stale, relation },
        { status: 'submitted' },
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
  });
});

describe('POST manuscripts/{id}/submit', () => {
  const submit = (id: number, token: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: api(`/manuscripts/${id}/submit`),
      headers: t.authHeader(token),
      ...(payload ? { payload } : {}),
    });

  it('submits a draft (body optional; journal_id must match)', async () => {
    const id = await createManuscript(t, author, journal);
    const wrong = await submit(id, author, { journal_id: journal + 1000 });
    expect(wrong.statusCode).toBe(422);
    const res = await submit(id, author, { journal_id: journal });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Manuscript submitted successfully',
      data: { status: 'submitted' },
    });
    expect(res.json().data.submission_date).not.toBeNull();
    const twice = await submit(id, author);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().allowed).toEqual(['withdrawn']);
  });

  it('an editor may submit on behalf; admins may not', async () => {
    const id = await createManuscript(t, author, journal);
    expect((await submit(id, await tokenOf(t, 'admin'))).statusCode).toBe(403);
    expect((await submit(id, await tokenOf(t, 'associate-editor'))).statusCode).toBe(200);
  });
});

describe('reviewers and reviews', () => {
  it('sending to review assigns reviewers (who must hold the reviewer role)', async () => {
    const id = await createManuscript(t, author, journal);
    await forceStatus(t, id, 'submitted');
    const notReviewer = await setStatus(id, editor, {
      status: 'under_review',
      reviewer_ids: [t.users.author.id],
    });
    expect(notReviewer.statusCode).toBe(422);
    expect(notReviewer.json().errors.reviewer_ids[0]).toMatch(/not reviewers/);
    const ok = await setStatus(id, editor, {
      status: 'under_review',
      reviewer_ids: [t.users.reviewer.id],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.reviewers).toEqual([
      { id: t.users.reviewer.id, name: t.users.reviewer.name },
    ]);
    const misplaced = await setStatus(id, editor, {
      status: 'accepted',
      reviewer_ids: [t.users.reviewer.id],
    });
    expect(misplaced.statusCode).toBe(422);
    expect(misplaced.json().errors.reviewer_ids).toBeDefined();
  });

  it('POST reviewers replaces assignments (editors only)', async () => {
    const id = await createManuscript(t, author, journal);
    const second = await t.createUser({ roles: ['reviewer'] });
    const post = (token: string, reviewer_ids: number[]) =>
      t.app.inject({
        method: 'POST',
        url: api(`/manuscripts/${id}/reviewers`),
        headers: t.authHeader(token),
        payload: { reviewer_ids },
      });
    // Reviewers work in a review round: not before the manuscript is under review.
    const early = await post(editor, [second.id]);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.status).toBeDefined();
    await forceStatus(t, id, 'under_review');
    const res = await post(editor, [t.users.reviewer.id, second.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { id: number }) => r.id)).toEqual([
      t.users.reviewer.id,
      second.id,
    ]);
    // Named reviewers hold accepted invitations: a shorter list releases nobody.
    expect((await post(editor, [second.id])).json().data.map((r: { id: number }) => r.id)).toEqual([
      t.users.reviewer.id,
      second.id,
    ]);
    expect((await post(await tokenOf(t, 'admin'), [second.id])).statusCode).toBe(403);
    expect((await post(author, [second.id])).statusCode).toBe(403);
  });

  it('an assigned reviewer reviews while under review; validation and access are enforced', async () => {
    const id = await createManuscript(t, author, journal);
    await forceStatus(t, id, 'under_review');
    const reviewer = await tokenOf(t, 'reviewer');
    const review = (token: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: api(`/manuscripts/${id}/reviews`),
        headers: t.authHeader(token),
        payload,
      });
    const body = { rating: 4, title: 'Solid', content: 'Well argued.', recommendation: 'accept' };
    expect((await review(reviewer, body)).statusCode).toBe(404);
    await assignReviewer(t, id, t.users.reviewer.id);
    const bad = await review(reviewer, { rating: 6, content: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      rating: ['The rating must be a number from 1 to 5'],
      content: ['The review content is required'],
    });
    const ok = await review(reviewer, body);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      message: 'Review added successfully',
      data: { rating: 4, title: 'Solid' },
    });
    expect((await review(editor, body)).statusCode).toBe(403);
    await forceStatus(t, id, 'accepted');
    const late = await review(reviewer, body);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.status).toEqual([
      'Reviews can only be added while the manuscript is under review.',
    ]);
  });

  it('blind review: identities are hidden as the journal’s review type says', async () => {
    const blind = await insertJournal(t, { peer_review_type: 'double_blind' });
    const open = await insertJournal(t, { peer_review_type: 'open' });
    const reviewer = await tokenOf(t, 'reviewer');
    for (const [journalId, hidden] of [
      [blind, true],
      [open, false],
    ] as const) {
      const id = await createManuscript(t, author, journalId);
      await forceStatus(t, id, 'under_review');
      await assignReviewer(t, id, t.users.reviewer.id);
      await t.app.inject({
        method: 'POST',
        url: api(`/manuscripts/${id}/reviews`),
        headers: t.authHeader(reviewer),
        payload: { rating: 3, content: 'Fine', recommendation: 'accept' },
      });
      // The author reads the review once a decision has released it.
      await t.app.inject({
        method: 'POST',
        url: api(`/manuscripts/${id}/status`),
        headers: t.authHeader(editor),
        payload: { status: 'revision_requested', notes: 'Please revise.' },
      });
      const asReviewer = (
        await t.app.inject({
          method: 'GET',
          url: api(`/manuscripts/${id}`),
          headers: t.authHeader(reviewer),
        })
      ).json().data;
      expect({
        journalId,
        authors: asReviewer.authors.length,
        corresponding: asReviewer.corresponding_author === null,
      }).toEqual({
        journalId,
        authors: hidden ? 0 : 1,
        corresponding: hidden,
      });
      const asAuthor = (
        await t.app.inject({
          method: 'GET',
          url: api(`/manuscripts/${id}`),
          headers: t.authHeader(author),
        })
      ).json().data;
      expect(asAuthor.reviews[0].user === null).toBe(hidden);
      expect(asAuthor.reviewers).toEqual([]);
      const asEditor = (
        await t.app.inject({
          method: 'GET',
          url: api(`/manuscripts/${id}`),
          headers: t.authHeader(editor),
        })
      ).json().data;
      expect(asEditor.reviews[0].user).toEqual({
        id: t.users.reviewer.id,
        name: t.users.reviewer.name,
      });
    }
  });
});
