// PUT and DELETE /manuscripts/{id}: who may edit or delete, when, and what follows.
import type { TestApp } from '../../helpers/test-app';
import {
  api,
  assignReviewer,
  createManuscript,
  forceStatus,
  insertJournal,
  tokenOf,
} from './helpers/content';
import { getAs, manuscriptRoutesSuite } from './helpers/routes-suite';

const suite = manuscriptRoutesSuite();
let t: TestApp;
let journal: number;
let author: string;
let mine: number;
beforeAll(() => {
  ({ t, journal, author, mine } = suite);
});

const get = (url: string, token: string) => getAs(t, url, token);

describe('PUT manuscripts/{id}', () => {
  const put = (id: number, token: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: api(`/manuscripts/${id}`),
      headers: t.authHeader(token),
      payload,
    });

  it('the author edits a draft: fields, keywords text, authors replaced', async () => {
    const id = await createManuscript(t, author, journal);
    const res = await put(id, author, {
      title: 'Better title',
      keywords: 'one, two',
      authors: [
        {
          first_name: 'Grace',
          last_name: 'Hopper',
          email: 'grace@example.org',
          institution: 'Navy',
          is_corresponding: true,
          author_order: 1,
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Manuscript updated successfully');
    expect(res.json().data).toMatchObject({ title: 'Better title', keywords: ['one', 'two'] });
    expect(res.json().data.authors.map((a: { name: string }) => a.name)).toEqual(['Grace Hopper']);
  });

  it('the author cannot edit once submitted (422 on status); an editor can', async () => {
    const id = await createManuscript(t, author, journal);
    await forceStatus(t, id, 'under_review');
    const refused = await put(id, author, { title: 'Late change' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status).toEqual([
      'The manuscript can only be edited while it is a draft or a revision is requested.',
    ]);
    const editor = await put(id, await tokenOf(t, 'associate-editor'), { title: 'Editor change' });
    expect(editor.statusCode).toBe(200);
    await forceStatus(t, id, 'revision_requested');
    expect((await put(id, author, { title: 'Revised title' })).statusCode).toBe(200);
  });

  it('moves to another journal (counts follow); refuses a closed or unknown journal', async () => {
    const id = await createManuscript(t, author, journal);
    const target = await insertJournal(t);
    const closed = await insertJournal(t, { is_active: false });
    const count = async (j: number) =>
      (
        await t.db
          .selectFrom('journals')
          .select('manuscripts_count')
          .where('id', '=', j)
          .executeTakeFirstOrThrow()
      ).manuscripts_count;
    const before = await count(journal);
    expect((await put(id, author, { journal_id: target })).statusCode).toBe(200);
    expect([await count(journal), await count(target)]).toEqual([before - 1, 1]);
    const toClosed = await put(id, author, { journal_id: closed });
    expect(toClosed.statusCode).toBe(422);
    expect(toClosed.json().errors.journal_id).toEqual([
      'This journal does not accept new submissions.',
    ]);
    expect((await put(id, author, { journal_id: 999_999 })).statusCode).toBe(422);
  });

  it('validates with the contract messages', async () => {
    const res = await put(mine, author, { title: '', authors: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      title: ['Title is required'],
      authors: ['At least one author is required'],
    });
  });

  it.each(['admin', 'super-admin', 'reviewer'] as const)('%s may not edit (403)', async (role) => {
    if (role === 'reviewer') await assignReviewer(t, mine, t.users.reviewer.id);
    const res = await put(mine, await tokenOf(t, role), { title: 'x' });
    expect(res.statusCode).toBe(403);
    await t.db.deleteFrom('review_assignments').execute();
  });
});

describe('DELETE manuscripts/{id}', () => {
  const del = (id: number, token: string) =>
    t.app.inject({
      method: 'DELETE',
      url: api(`/manuscripts/${id}`),
      headers: t.authHeader(token),
    });

  it('the submitter deletes a draft but not a submitted manuscript', async () => {
    const draft = await createManuscript(t, author, journal);
    const res = await del(draft, author);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Manuscript deleted successfully');
    expect((await get(`/manuscripts/${draft}`, author)).statusCode).toBe(404);
    const submitted = await createManuscript(t, author, journal);
    await forceStatus(t, submitted, 'submitted');
    const refused = await del(submitted, author);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status).toEqual([
      'Only a draft can be deleted; withdraw the manuscript instead.',
    ]);
  });

  it('staff delete any manuscript, with its relations and an audit entry', async () => {
    const id = await createManuscript(t, author, journal);
    await forceStatus(t, id, 'published');
    expect((await del(id, await tokenOf(t, 'admin'))).statusCode).toBe(200);
    expect(
      await t.db
        .selectFrom('manuscript_authors')
        .select('id')
        .where('manuscript_id', '=', id)
        .execute(),
    ).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'manuscript')
      .where('entity_id', '=', id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['created', 'deleted']);
  });

  it('a reviewer may not delete (403)', async () => {
    const id = await createManuscript(t, author, journal);
    await assignReviewer(t, id, t.users.reviewer.id);
    expect((await del(id, await tokenOf(t, 'reviewer'))).statusCode).toBe(403);
  });
});
