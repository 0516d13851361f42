// The optional file of a review: multipart with the manuscript files' checks,
// downloadable by editors and its reviewer only, nothing left on a refusal.
import path from 'node:path';
import { storedFiles } from '../../helpers/stored-files';
import type { TestApp } from '../../helpers/test-app';
import { exeBytes, pdfBytes } from '../manuscripts/helpers/files';
import { multipart } from '../manuscripts/helpers/multipart';
import {
  acceptedInvitation,
  api,
  inReview,
  moveTo,
  newReviewer,
  request,
  snapshot,
  tokenOf,
  reviewsSuite,
} from './helpers';

const suite = reviewsSuite();
let t: TestApp;
let journal: number;
const dataDir = suite.dataDir;
beforeAll(() => {
  ({ t, journal } = suite);
});

const fields: [string, string][] = [
  ['rating', '4'],
  ['content', 'See the attached notes.'],
  ['recommendation', 'major_revisions'],
  ['confidential_comments', 'Only for the editor.'],
];

const postForm = (
  id: number,
  token: string,
  file: { name: string; content: Buffer },
  extra = fields,
) => {
  const body = multipart(extra, [{ field: 'review_file', ...file }]);
  return t.app.inject({
    method: 'POST',
    url: api(`/manuscripts/${id}/reviews`),
    headers: { ...t.authHeader(token), ...body.headers },
    payload: body.payload,
  });
};

/** Stored files (on disk, temp ones included, or in the database). */
const filesOnDisk = () => storedFiles(t.db, path.join(dataDir, 'uploads'));

it('a multipart review stores its file; editors and its reviewer download it, authors do not', async () => {
  const id = await inReview(t, journal);
  const reviewer = await newReviewer(t);
  await acceptedInvitation(t, id, reviewer);
  const res = await postForm(id, reviewer.token, { name: 'notes.pdf', content: pdfBytes('Notes') });
  expect(res.statusCode).toBe(201);
  const data = res.json().data;
  expect(data).toMatchObject({
    rating: 4,
    recommendation: 'major_revisions',
    file: {
      file_name: 'notes.pdf',
      mime_type: 'application/pdf',
      download_url: `/api/v1/reviews/${data.id}/file`,
    },
  });
  const download = (token?: string) => request(t, 'GET', `/reviews/${data.id}/file`, token);
  const mine = await download(reviewer.token);
  expect(mine.statusCode).toBe(200);
  expect(mine.headers['content-type']).toBe('application/pdf');
  expect(mine.rawPayload.equals(pdfBytes('Notes'))).toBe(true);
  expect((await download(await tokenOf(t, 'editor-in-chief'))).statusCode).toBe(200);
  expect((await download(await tokenOf(t, 'author'))).statusCode).toBe(403);
  expect((await download((await newReviewer(t)).token)).statusCode).toBe(404);
  expect((await download()).statusCode).toBe(401);
  // Before a decision the author reads no review; released, they read it without its file.
  const before = (
    await request(t, 'GET', `/manuscripts/${id}/review-rounds`, await tokenOf(t, 'author'))
  ).json();
  expect(before.data[0].reviews).toEqual([]);
  await moveTo(t, id, 'revision_requested');
  const rounds = (
    await request(t, 'GET', `/manuscripts/${id}/review-rounds`, await tokenOf(t, 'author'))
  ).json();
  expect(rounds.data[0].reviews[0]).toMatchObject({ file: null, confidential_comments: null });
});

it('refuses a file that is not PDF, DOC or DOCX, and a bad field, leaving no row and no file', async () => {
  const id = await inReview(t, journal);
  const reviewer = await newReviewer(t);
  await acceptedInvitation(t, id, reviewer);
  const before = { rows: await snapshot(t), files: await filesOnDisk() };
  const exe = await postForm(id, reviewer.token, { name: 'notes.pdf', content: exeBytes() });
  expect(exe.statusCode).toBe(415);
  expect(Object.keys(exe.json().errors)).toEqual(['review_file']);
  const noRating = await postForm(
    id,
    reviewer.token,
    { name: 'notes.pdf', content: pdfBytes() },
    fields.slice(1),
  );
  expect(noRating.statusCode).toBe(422);
  expect(noRating.json().errors.rating).toBeDefined();
  expect({ rows: await snapshot(t), files: await filesOnDisk() }).toEqual(before);
});
