// A manuscript create (multipart, with its file) retried with the
// same Idempotency-Key makes one manuscript; the retry gets the first answer.
import { buildTestApp, type TestApp } from '../helpers/test-app';
import {
  insertJournal,
  manuscriptFields,
  withTempDataDir,
} from '../modules/manuscripts/helpers/content';
import { pdfBytes } from '../modules/manuscripts/helpers/files';
import { multipart } from '../modules/manuscripts/helpers/multipart';

withTempDataDir();
let t: TestApp;
let journal: number;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  journal = await insertJournal(t);
  token = await t.tokenFor('author');
});
afterAll(async () => t.close());

const submit = (key: string) => {
  const body = multipart(manuscriptFields({ title: 'Submitted once' }), [
    { name: 'paper.pdf', content: pdfBytes(), type: 'application/pdf' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/journals/${journal}/manuscripts`,
    headers: { ...t.authHeader(token), ...body.headers, 'idempotency-key': key },
    payload: body.payload,
  });
};

it('the same key twice: one manuscript, the same answer; a new key submits again', async () => {
  const first = await submit('upload-1');
  expect(first.statusCode).toBe(201);
  const again = await submit('upload-1');
  expect(again.statusCode).toBe(201);
  expect(again.json()).toEqual(first.json());
  expect(again.headers['idempotent-replayed']).toBe('true');
  const count = async () =>
    (
      await t.db
        .selectFrom('manuscripts')
        .select('id')
        .where('title', '=', 'Submitted once')
        .execute()
    ).length;
  expect(await count()).toBe(1);
  expect((await submit('upload-2')).statusCode).toBe(201);
  expect(await count()).toBe(2);
});
