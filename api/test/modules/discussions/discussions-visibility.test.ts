// Who sees which discussion on a double-blind journal (docs/visibility.md):
// the journal's editors and administrators every thread; the authors the
// author thread; each reviewer only their own; an outside editor none; and no
// answer names a reviewer to the author or the author to a reviewer.
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { withTempDataDir } from '../manuscripts/helpers/content';
import {
  buildDiscussionWorld,
  type DiscussionWorld,
  expectStatus,
  listThreads,
  postMessage,
  send,
  startThread,
} from './helpers';

withTempDataDir();

let t: TestApp;
let w: DiscussionWorld;
const threads = { author: 0, reviewerA: 0, reviewerB: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildDiscussionWorld(t);
  threads.author = await startThread(t, w, w.eic.token, {
    kind: 'author',
    subject: 'The missing figure',
    body: 'Figure 3 is missing from the PDF.',
  });
  threads.reviewerA = await startThread(t, w, w.eic.token, {
    kind: 'reviewer',
    invitation_id: w.reviewerA.invitationId,
    subject: 'Your question on the methods',
    body: 'Which part of the methods do you mean?',
  });
  // Reviewer B writes to the editors on their own invitation.
  threads.reviewerB = await startThread(t, w, w.reviewerB.token, {
    kind: 'reviewer',
    subject: 'A possible conflict of interest',
    body: 'I once worked with a group in this field.',
  });
  await expectStatus(postMessage(t, threads.author, w.author.token, 'Attached soon.'), 201);
  await expectStatus(postMessage(t, threads.reviewerA, w.reviewerA.token, 'Section 2.'), 201);
}, 60_000);
afterAll(async () => t?.close());

const idsSeenBy = async (token: string) => {
  const json = await expectStatus(listThreads(t, w, token), 200);
  return (json.data as { id: number }[]).map((thread) => thread.id).sort((a, b) => a - b);
};

/** Every answer the reader gets about the discussions, as one text to search. */
async function everythingSeenBy(token: string) {
  const answers = [await listThreads(t, w, token)];
  for (const id of Object.values(threads)) {
    answers.push(await send(t, 'GET', `/discussions/${id}/messages`, token));
  }
  return answers.map((a) => a.body).join('\n');
}

it('shows every thread to the administrator and the journal editor, none to an outside editor', async () => {
  const all = Object.values(threads).sort((a, b) => a - b);
  expect(await idsSeenBy(w.admin.token)).toEqual(all);
  expect(await idsSeenBy(w.eic.token)).toEqual(all);
  const outside = await expectStatus(listThreads(t, w, w.outside.token), 200);
  expect(outside).toEqual({ data: [], meta: { unread: 0, can_start: [] } });
  for (const id of all) {
    const res = await send(t, 'GET', `/discussions/${id}/messages`, w.outside.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Discussion not found');
  }
});

it('shows the author only the author thread, and never a reviewer', async () => {
  expect(await idsSeenBy(w.author.token)).toEqual([threads.author]);
  for (const id of [threads.reviewerA, threads.reviewerB]) {
    expect((await send(t, 'GET', `/discussions/${id}/messages`, w.author.token)).statusCode).toBe(
      404,
    );
  }
  const text = await everythingSeenBy(w.author.token);
  for (const hidden of ['Brisdane', 'Morrigal', 'conflict of interest', 'Section 2']) {
    expect(text).not.toContain(hidden);
  }
  // The editor is named to the author (editors are never anonymous).
  expect(text).toContain(w.eic.name);
});

it('shows each reviewer only their own thread, and never the author', async () => {
  expect(await idsSeenBy(w.reviewerA.token)).toEqual([threads.reviewerA]);
  expect(await idsSeenBy(w.reviewerB.token)).toEqual([threads.reviewerB]);
  const a = await everythingSeenBy(w.reviewerA.token);
  for (const hidden of [w.author.name, 'Lovelace', 'missing figure', 'Morrigal', 'Attached soon']) {
    expect(a).not.toContain(hidden);
  }
  expect(a).toContain(w.eic.name);
  const b = await everythingSeenBy(w.reviewerB.token);
  expect(b).not.toContain('Brisdane');
  expect(b).not.toContain(w.author.name);
});

it('names writers to the journal editor, and tells each reader whom they may start a thread with', async () => {
  const messages = await expectStatus(
    send(t, 'GET', `/discussions/${threads.reviewerA}/messages`, w.eic.token),
    200,
  );
  expect(messages.data.map((m: { author: { name: string } }) => m.author.name)).toEqual([
    w.eic.name,
    'Ria Brisdane',
  ]);
  expect(messages.meta.thread.reviewer).toEqual({ id: w.reviewerA.id, name: 'Ria Brisdane' });

  const editor = await expectStatus(listThreads(t, w, w.eic.token), 200);
  expect(editor.meta.can_start).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'author' }),
      expect.objectContaining({
        kind: 'reviewer',
        invitation_id: w.reviewerA.invitationId,
        reviewer: { id: w.reviewerA.id, name: 'Ria Brisdane' },
      }),
      expect.objectContaining({ kind: 'reviewer', invitation_id: w.reviewerB.invitationId }),
    ]),
  );
  const author = await expectStatus(listThreads(t, w, w.author.token), 200);
  expect(author.meta.can_start).toEqual([expect.objectContaining({ kind: 'author' })]);
  const reviewer = await expectStatus(listThreads(t, w, w.reviewerA.token), 200);
  expect(reviewer.meta.can_start).toEqual([
    expect.objectContaining({
      kind: 'reviewer',
      invitation_id: w.reviewerA.invitationId,
      own: true,
    }),
  ]);
  const admin = await expectStatus(listThreads(t, w, w.admin.token), 200);
  expect(admin.meta.can_start).toEqual([]);
  expect(admin.data.every((thread: { can_post: boolean }) => !thread.can_post)).toBe(true);
});

it('lets only the participants write or start: others get 403, unseen threads 404', async () => {
  expect((await postMessage(t, threads.author, w.admin.token, 'Hello')).statusCode).toBe(403);
  expect((await postMessage(t, threads.author, w.outside.token, 'Hello')).statusCode).toBe(404);
  expect((await postMessage(t, threads.reviewerB, w.reviewerA.token, 'Hi')).statusCode).toBe(404);
  expect((await postMessage(t, threads.reviewerA, w.author.token, 'Hi')).statusCode).toBe(404);
  const start = (token: string, payload: object) =>
    send(t, 'POST', `/manuscripts/${w.manuscriptId}/discussions`, token, payload);
  const thread = { subject: 'Hello', body: 'Hello' };
  expect((await start(w.outside.token, { kind: 'author', ...thread })).statusCode).toBe(403);
  expect((await start(w.admin.token, { kind: 'author', ...thread })).statusCode).toBe(403);
  expect((await start(w.reviewerA.token, { kind: 'author', ...thread })).statusCode).toBe(403);
  const asAuthor = await start(w.author.token, {
    kind: 'reviewer',
    invitation_id: w.reviewerA.invitationId,
    ...thread,
  });
  expect(asAuthor.statusCode).toBe(403);
  // A reviewer cannot open a thread on another reviewer's invitation.
  const other = await start(w.reviewerA.token, {
    kind: 'reviewer',
    invitation_id: w.reviewerB.invitationId,
    ...thread,
  });
  expect(other.statusCode).toBe(422);
  expect(other.json().errors.invitation_id).toBeDefined();
});

it('answers 404 to a reader of nothing here, and for an unknown thread', async () => {
  const stranger = await t.createUser({ roles: ['author'] });
  const token = await t.tokenForUser(stranger.id);
  expect((await listThreads(t, w, token)).statusCode).toBe(404);
  expect((await send(t, 'GET', `/discussions/${threads.author}/messages`, token)).statusCode).toBe(
    404,
  );
  expect((await send(t, 'GET', '/discussions/999999/messages', w.eic.token)).statusCode).toBe(404);
});
