// POST manuscripts/{id}/revisions and the stored files: versions, status
// moves, refused files, who may download, and clean-up on delete.
import { type TestApp } from '../../helpers/test-app';
import { api, createManuscript, forceStatus, tokenOf } from './helpers/content';
import { exeBytes, pdfBytes } from './helpers/files';
import { multipart } from './helpers/multipart';
import { setUpUploadSuite } from './helpers/upload-suite';

const suite = setUpUploadSuite();
const { storedFiles } = suite;
let t: TestApp;
let author: string;
let journal: number;
beforeAll(() => ({ t, author, journal } = suite.state));

describe('revisions and files', () => {
  const upload = (
    id: number,
    token: string,
    files = [{ name: 'v2.pdf', content: pdfBytes('v2') }],
    summary = 'Fixed typos',
  ) => {
    const body = multipart([['changes_summary', summary]], files);
    return t.app.inject({
      method: 'POST',
      url: api(`/manuscripts/${id}/revisions`),
      headers: { ...t.authHeader(token), ...body.headers },
      payload: body.payload,
    });
  };

  it('a revision becomes current, bumps the version and moves revision_requested → revised', async () => {
    const id = await createManuscript(t, author, journal);
    await forceStatus(t, id, 'revision_requested');
    const res = await upload(id, author);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      version_number: 2,
      is_current: true,
      changes_summary: 'Fixed typos',
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: api(`/manuscripts/${id}`),
      headers: t.authHeader(author),
    });
    const data = detail.json().data;
    expect(data).toMatchObject({ status: 'revised', version: 2 });
    expect(
      data.revisions.map((r: { version_number: number; is_current: boolean }) => [
        r.version_number,
        r.is_current,
      ]),
    ).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(data.status_history.at(-1)).toMatchObject({
      from_status: 'revision_requested',
      to_status: 'revised',
      notes: 'Fixed typos',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: api(`/manuscripts/${id}/revisions`),
      headers: t.authHeader(author),
    });
    expect(list.json().data).toHaveLength(2);
  });

  it('a draft takes new versions without a status change; final manuscripts take none', async () => {
    const id = await createManuscript(t, author, journal);
    expect((await upload(id, author)).statusCode).toBe(201);
    const row = await t.db
      .selectFrom('manuscripts')
      .select(['status', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'draft', version: 2 });
    await forceStatus(t, id, 'published');
    const before = await storedFiles();
    const late = await upload(id, await tokenOf(t, 'editor-in-chief'));
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.status).toEqual([
      'Revisions cannot be added to a published manuscript.',
    ]);
    expect(await storedFiles()).toEqual(before);
  });

  it('authors cannot revise while under review; wrong files are refused', async () => {
    const id = await createManuscript(t, author, journal);
    await forceStatus(t, id, 'under_review');
    expect((await upload(id, author)).statusCode).toBe(422);
    await forceStatus(t, id, 'revision_requested');
    const spoofed = await upload(id, author, [{ name: 'v2.pdf', content: exeBytes() }]);
    expect(spoofed.statusCode).toBe(415);
    expect(
      (
        await t.db
          .selectFrom('manuscripts')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('revision_requested');
  });

  it('serves the file to those who may see the manuscript only', async () => {
    const id = await createManuscript(t, author, journal);
    const detail = await t.app.inject({
      method: 'GET',
      url: api(`/manuscripts/${id}`),
      headers: t.authHeader(author),
    });
    const url = detail.json().data.revisions[0].download_url as string;
    const own = await t.app.inject({ method: 'GET', url, headers: t.authHeader(author) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await t.createUser({ roles: ['author'] });
    const denied = await t.app.inject({
      method: 'GET',
      url,
      headers: t.authHeader(await t.tokenForUser(stranger.id)),
    });
    expect(denied.statusCode).toBe(404);
    const reviewer = await t.app.inject({
      method: 'GET',
      url,
      headers: t.authHeader(await tokenOf(t, 'reviewer')),
    });
    expect(reviewer.statusCode).toBe(404);
    const staff = await t.app.inject({
      method: 'GET',
      url,
      headers: t.authHeader(await tokenOf(t, 'admin')),
    });
    expect(staff.statusCode).toBe(200);
    const wrongRevision = await t.app.inject({
      method: 'GET',
      url: api(`/manuscripts/${id}/revisions/999999/file`),
      headers: t.authHeader(author),
    });
    expect(wrongRevision.statusCode).toBe(404);
  });

  it('deleting a manuscript removes its files', async () => {
    const id = await createManuscript(t, author, journal);
    expect((await storedFiles()).some((f) => f.startsWith(`manuscripts/${id}/`))).toBe(true);
    const res = await t.app.inject({
      method: 'DELETE',
      url: api(`/manuscripts/${id}`),
      headers: t.authHeader(author),
    });
    expect(res.statusCode).toBe(200);
    expect((await storedFiles()).some((f) => f.startsWith(`manuscripts/${id}/`))).toBe(false);
  });
});
