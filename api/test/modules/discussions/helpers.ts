// The discussion tests' world: a double-blind journal whose editorial team
// names its editor-in-chief, an editor-in-chief of no journal here (an
// outside editor), a manuscript by the author under review with two accepted
// reviewers, and request shorthands (JSON and multipart).
import type { TestApp } from '../../helpers/test-app';
import { insertJournal, tokenOf } from '../manuscripts/helpers/content';
import { multipart, type UploadFile } from '../manuscripts/helpers/multipart';
import { acceptedInvitation, api, inReview, newReviewer } from '../reviews/helpers';

export type Person = { id: number; name: string; token: string };

export type DiscussionWorld = {
  journalId: number;
  manuscriptId: number;
  admin: Person;
  eic: Person;
  outside: Person;
  author: Person;
  reviewerA: Person & { invitationId: number };
  reviewerB: Person & { invitationId: number };
};

const person = async (t: TestApp, role: 'admin' | 'editor-in-chief' | 'author') => ({
  id: t.users[role].id,
  name: t.users[role].name,
  token: await tokenOf(t, role),
});

export async function buildDiscussionWorld(t: TestApp): Promise<DiscussionWorld> {
  const journalId = await insertJournal(t, { peer_review_type: 'double_blind' });
  const eic = await person(t, 'editor-in-chief');
  await t.db
    .insertInto('journal_editors')
    .values({
      journal_id: journalId,
      user_id: eic.id,
      role: 'editor_in_chief',
      created_at: new Date().toISOString(),
    })
    .execute();
  const outsideUser = await t.createUser({ roles: ['editor-in-chief'], name: 'Otto Outsider' });
  const manuscriptId = await inReview(t, journalId, { title: 'Glacier flow in a warm climate' });
  const reviewerA = await newReviewer(t, { name: 'Ria Brisdane' });
  const reviewerB = await newReviewer(t, { name: 'Ben Morrigal' });
  return {
    journalId,
    manuscriptId,
    admin: await person(t, 'admin'),
    eic,
    outside: { ...outsideUser, token: await t.tokenForUser(outsideUser.id) },
    author: await person(t, 'author'),
    reviewerA: { ...reviewerA, invitationId: await acceptedInvitation(t, manuscriptId, reviewerA) },
    reviewerB: { ...reviewerB, invitationId: await acceptedInvitation(t, manuscriptId, reviewerB) },
  };
}

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

export function send(
  t: TestApp,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return t.app.inject({
    method,
    url: api(path),
    headers: { ...t.authHeader(token), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A multipart POST with text fields and files (the file field defaults to `file`). */
export function sendForm(
  t: TestApp,
  path: string,
  token: string,
  fields: Record<string, string>,
  files: UploadFile[] = [],
  headers: Record<string, string> = {},
): Promise<Answer> {
  const body = multipart(
    Object.entries(fields),
    files.map((f) => ({ field: 'file', ...f })),
  );
  return t.app.inject({
    method: 'POST',
    url: api(path),
    headers: { ...t.authHeader(token), ...body.headers, ...headers },
    payload: body.payload,
  });
}

/** Insists on `status`; the answer's JSON. */
export async function expectStatus(answer: Promise<Answer> | Answer, status: number) {
  const res = await answer;
  if (res.statusCode !== status) {
    throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body.slice(0, 400)}`);
  }
  return res.json();
}

/** Starts a thread as `token`; its id. */
export async function startThread(
  t: TestApp,
  world: DiscussionWorld,
  token: string,
  payload: { kind: 'author' | 'reviewer'; invitation_id?: number; subject: string; body: string },
): Promise<number> {
  const json = await expectStatus(
    send(t, 'POST', `/manuscripts/${world.manuscriptId}/discussions`, token, payload),
    201,
  );
  return json.data.id;
}

export const listThreads = (t: TestApp, world: DiscussionWorld, token: string) =>
  send(t, 'GET', `/manuscripts/${world.manuscriptId}/discussions`, token);

export const postMessage = (t: TestApp, threadId: number, token: string, body: string) =>
  send(t, 'POST', `/discussions/${threadId}/messages`, token, { body });
