// Discussions at work: messages with files (the manuscript files' checks, a
// wrong type a 422 on `file`), unread counts per thread and per manuscript,
// the notices to the other participants, a retried post that writes once,
// closing, and bad input refused at its field with nothing written.
import path from 'node:path';
import { storedFiles } from '../../helpers/stored-files';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { withTempDataDir } from '../manuscripts/helpers/content';
import { exeBytes, pdfBytes } from '../manuscripts/helpers/files';
import {
  buildDiscussionWorld,
  type DiscussionWorld,
  expectStatus,
  listThreads,
  postMessage,
  send,
  sendForm,
  startThread,
} from './helpers';

/** A small upload limit, so the 413 stays cheap. */
const MAX_BYTES = 64 * 1024;
const dataDir = withTempDataDir();
process.env.UPLOAD_MAX_BYTES = String(MAX_BYTES);

let t: TestApp;
let w: DiscussionWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildDiscussionWorld(t);
}, 60_000);
afterAll(async () => {
  delete process.env.UPLOAD_MAX_BYTES;
  await t?.close();
});

const files = () => storedFiles(t.db, path.join(dataDir, 'uploads'));
const count = async (table: 'discussion_threads' | 'discussion_messages') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const noticesOf = (userId: number) =>
  t.db
    .selectFrom('notifications')
    .select(['code', 'params', 'link'])
    .where('user_id', '=', userId)
    .where('code', '=', 'discussionMessage')
    .orderBy('id')
    .execute();
const unreadOf = async (token: string) => {
  const json = await expectStatus(listThreads(t, w, token), 200);
  return {
    total: json.meta.unread as number,
    byThread: Object.fromEntries(
      (json.data as { id: number; unread: number }[]).map((x) => [x.id, x.unread]),
    ),
  };
};

describe('files', () => {
  it('starts a thread with a file; the author downloads it, a reviewer cannot', async () => {
    const pdf = pdfBytes('Figure 3');
    const res = await sendForm(
      t,
      `/manuscripts/${w.manuscriptId}/discussions`,
      w.eic.token,
      { kind: 'author', subject: 'Figure 3', body: 'The figure as we received it.' },
      [{ name: 'figure-3.pdf', content: pdf, type: 'application/pdf' }],
    );
    const threadId = (await expectStatus(res, 201)).data.id;
    const messages = await expectStatus(
      send(t, 'GET', `/discussions/${threadId}/messages`, w.author.token),
      200,
    );
    const [first] = messages.data;
    expect(first.file).toEqual({
      name: 'figure-3.pdf',
      size: pdf.length,
      mime_type: 'application/pdf',
    });
    const url = `/discussions/${threadId}/messages/${first.id}/file`;
    const download = await send(t, 'GET', url, w.author.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await send(t, 'GET', url, w.reviewerA.token)).statusCode).toBe(404);
    expect((await files()).some((key) => key.includes(`/discussions/`))).toBe(true);
  });

  it('refuses a file of the wrong type with 422 on `file`, and writes nothing', async () => {
    const threadId = await startThread(t, w, w.eic.token, {
      kind: 'author',
      subject: 'Types',
      body: 'First.',
    });
    const before = { messages: await count('discussion_messages'), files: await files() };
    const res = await sendForm(
      t,
      `/discussions/${threadId}/messages`,
      w.author.token,
      { body: 'Here' },
      [{ name: 'report.pdf', content: exeBytes() }],
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      file: ['The file must be a PDF, DOC or DOCX document'],
    });
    expect(await count('discussion_messages')).toBe(before.messages);
    expect(await files()).toEqual(before.files);
  });

  it('refuses a file over the limit with 413 on `file`, and writes nothing', async () => {
    const threadId = await startThread(t, w, w.eic.token, {
      kind: 'author',
      subject: 'Sizes',
      body: 'First.',
    });
    const before = { messages: await count('discussion_messages'), files: await files() };
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_BYTES, 0x20)]);
    const res = await sendForm(
      t,
      `/discussions/${threadId}/messages`,
      w.author.token,
      { body: 'Big' },
      [{ name: 'big.pdf', content: big }],
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().errors.file).toEqual([`The file may not be greater than ${MAX_BYTES} bytes`]);
    expect(await count('discussion_messages')).toBe(before.messages);
    expect(await files()).toEqual(before.files);
  });
});

describe('unread counts and notices', () => {
  it('counts others’ messages until read, per thread and per manuscript, and tells the other side', async () => {
    const author = await unreadOf(w.author.token);
    const threadId = await startThread(t, w, w.eic.token, {
      kind: 'author',
      subject: 'Permissions for figure 2',
      body: 'Please send the permission letter.',
    });
    const afterStart = await unreadOf(w.author.token);
    expect(afterStart.byThread[threadId]).toBe(1);
    expect(afterStart.total).toBe(author.total + 1);
    // The writer's own message is never unread to them.
    expect((await unreadOf(w.eic.token)).byThread[threadId]).toBe(0);

    const notices = await noticesOf(w.author.id);
    expect(notices.at(-1)).toEqual({
      code: 'discussionMessage',
      params: JSON.stringify({
        title: 'Glacier flow in a warm climate',
        subject: 'Permissions for figure 2',
      }),
      link: `/manuscripts/${w.manuscriptId}?tab=discussions&thread=${threadId}`,
    });
    // Reviewers are not told of an author thread; the writer is not told of their own message.
    expect((await noticesOf(w.reviewerA.id)).length).toBe(0);
    const eicNotices = (await noticesOf(w.eic.id)).length;

    const reply = await expectStatus(
      postMessage(t, threadId, w.author.token, 'Attached next week.'),
      201,
    );
    expect((await noticesOf(w.eic.id)).length).toBe(eicNotices + 1);
    expect((await unreadOf(w.eic.token)).byThread[threadId]).toBe(1);

    const read = await expectStatus(
      send(t, 'POST', `/discussions/${threadId}/read`, w.eic.token, {}),
      200,
    );
    expect(read.data).toEqual({ last_read_message_id: reply.data.id, unread: 0 });
    expect((await unreadOf(w.eic.token)).byThread[threadId]).toBe(0);
    // Reading up to an older message never moves the mark back.
    const first = await expectStatus(
      send(t, 'GET', `/discussions/${threadId}/messages`, w.eic.token),
      200,
    );
    await expectStatus(
      send(t, 'POST', `/discussions/${threadId}/read`, w.eic.token, {
        message_id: first.data[0].id,
      }),
      200,
    );
    expect((await unreadOf(w.eic.token)).byThread[threadId]).toBe(0);
  });

  it('tells the editors and the reviewer of a reviewer thread, never the author', async () => {
    const authorNotices = (await noticesOf(w.author.id)).length;
    const threadId = await startThread(t, w, w.reviewerA.token, {
      kind: 'reviewer',
      subject: 'Access to the data',
      body: 'May I see the raw data?',
    });
    expect((await noticesOf(w.eic.id)).at(-1)?.link).toContain(`thread=${threadId}`);
    await expectStatus(postMessage(t, threadId, w.eic.token, 'Yes, attached soon.'), 201);
    expect((await noticesOf(w.reviewerA.id)).at(-1)?.link).toContain(`thread=${threadId}`);
    expect((await noticesOf(w.author.id)).length).toBe(authorNotices);
    expect((await noticesOf(w.reviewerB.id)).length).toBe(0);
  });
});

it('writes one message for a post retried with the same Idempotency-Key', async () => {
  const threadId = await startThread(t, w, w.eic.token, {
    kind: 'author',
    subject: 'Retry',
    body: 'First.',
  });
  const before = await count('discussion_messages');
  const key = { 'idempotency-key': `discussion-${threadId}` };
  const fields = { body: 'Once only, with a file.' };
  const pdf = [{ name: 'once.pdf', content: pdfBytes('Once') }];
  const first = await sendForm(
    t,
    `/discussions/${threadId}/messages`,
    w.author.token,
    fields,
    pdf,
    key,
  );
  const again = await sendForm(
    t,
    `/discussions/${threadId}/messages`,
    w.author.token,
    fields,
    pdf,
    key,
  );
  expect(first.statusCode).toBe(201);
  expect(again.statusCode).toBe(201);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json().data.id).toBe(first.json().data.id);
  expect(await count('discussion_messages')).toBe(before + 1);
});

it('closes and reopens a thread (editors only); a closed thread takes no message', async () => {
  const threadId = await startThread(t, w, w.eic.token, {
    kind: 'author',
    subject: 'Closing',
    body: 'First.',
  });
  expect((await send(t, 'POST', `/discussions/${threadId}/close`, w.author.token)).statusCode).toBe(
    403,
  );
  const closed = await expectStatus(
    send(t, 'POST', `/discussions/${threadId}/close`, w.eic.token),
    200,
  );
  expect(closed.data).toMatchObject({ closed_at: expect.any(String), can_post: false });
  const refused = await postMessage(t, threadId, w.author.token, 'Too late?');
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe('This discussion is closed: reopen it to write');
  await expectStatus(send(t, 'POST', `/discussions/${threadId}/reopen`, w.eic.token), 200);
  await expectStatus(postMessage(t, threadId, w.author.token, 'Thanks.'), 201);
});

it('refuses bad input at its field and writes nothing', async () => {
  const threads = await count('discussion_threads');
  const start = (payload: object) =>
    send(t, 'POST', `/manuscripts/${w.manuscriptId}/discussions`, w.eic.token, payload);
  const errorsOf = async (payload: object) => {
    const res = await start(payload);
    expect(res.statusCode).toBe(422);
    return res.json().errors;
  };
  expect(await errorsOf({ kind: 'author', subject: ' ', body: 'x' })).toEqual({
    subject: ['The subject is required'],
  });
  expect(await errorsOf({ kind: 'author', subject: 'x'.repeat(201), body: 'x' })).toEqual({
    subject: ['The subject may not be greater than 200 characters'],
  });
  expect(await errorsOf({ kind: 'everyone', subject: 'x', body: 'x' })).toHaveProperty('kind');
  expect(await errorsOf({ kind: 'reviewer', subject: 'x', body: 'x' })).toEqual({
    invitation_id: ['Choose the reviewer to write to'],
  });
  expect(
    await errorsOf({ kind: 'reviewer', invitation_id: 999999, subject: 'x', body: 'x' }),
  ).toEqual({ invitation_id: ['This reviewer is not invited to review this manuscript'] });
  // Malformed bodies: a client error, never a server error, and nothing written.
  for (const payload of [
    [],
    { kind: null, subject: null, body: null },
    { kind: {}, subject: 'x', body: 'x' },
    { kind: 'author', subject: 5, body: ['x'] },
    { kind: 'reviewer', invitation_id: 'abc', subject: 'x', body: 'x' },
    { kind: 'reviewer', invitation_id: -1, subject: 'x', body: 'x' },
    { kind: 'reviewer', invitation_id: 1e12, subject: 'x', body: 'x' },
    { kind: 'author', subject: 'x', body: 'x'.repeat(10_001) },
  ]) {
    const res = await start(payload);
    expect({ payload, status: res.statusCode >= 400 && res.statusCode < 500 }).toEqual({
      payload,
      status: true,
    });
  }
  expect(await count('discussion_threads')).toBe(threads);

  const threadId = await startThread(t, w, w.eic.token, {
    kind: 'author',
    subject: 'Input',
    body: 'First.',
  });
  const empty = await postMessage(t, threadId, w.author.token, '   ');
  expect(empty.statusCode).toBe(422);
  expect(empty.json().errors).toEqual({ body: ['Write a message'] });
  const foreign = await send(t, 'POST', `/discussions/${threadId}/read`, w.eic.token, {
    message_id: 999999,
  });
  expect(foreign.statusCode).toBe(422);
  expect(foreign.json().errors).toHaveProperty('message_id');
  // In the reader's language.
  const german = await send(
    t,
    'POST',
    `/discussions/${threadId}/messages`,
    w.author.token,
    { body: '' },
    { 'accept-language': 'de' },
  );
  expect(german.json().errors.body).toEqual(['Schreiben Sie eine Nachricht']);
});
