// The sweep's world for one review type: a journal with its editorial team, a
// second journal with its own editor-in-chief, one account per reader, and a
// manuscript taken through submission, review and a recommendation by the
// right people over the API. `decide` then takes the editor-in-chief's
// decision that releases review A (edited) and holds review B.
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { pdfBytes } from '../manuscripts/helpers/files';
import { multipart, type UploadFile } from '../manuscripts/helpers/multipart';
import { api, insertJournal, manuscriptFields } from '../manuscripts/helpers/content';
import { PEOPLE, READERS, type Reader, type ReviewType, TEXT, TITLE } from './sweep-rules';

export type Person = { id: number; name: string; email: string; token: string };

export type SweepWorld = {
  t: TestApp;
  type: ReviewType;
  journalId: number;
  manuscriptId: number;
  revisionId: number;
  reviewAId: number;
  reviewBId: number;
  people: Record<Reader, Person>;
  /** The bytes uploaded as the manuscript and as review A's file. */
  manuscriptPdf: Buffer;
  reviewPdf: Buffer;
  /** The discussions: with the authors, and with reviewer A (whose reply carries a file). */
  authorThreadId: number;
  reviewerThreadId: number;
  discussionFileMessageId: number;
  discussionPdf: Buffer;
};

type Method = 'GET' | 'POST' | 'PUT';

export const send = (t: TestApp, method: Method, path: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url: api(path),
    headers: t.authHeader(token),
    ...(payload === undefined ? {} : { payload }),
  });

const sendForm = (
  t: TestApp,
  path: string,
  token: string,
  fields: [string, string][],
  files: UploadFile[],
) => {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: api(path),
    headers: { ...t.authHeader(token), ...body.headers },
    payload: body.payload,
  });
};

/** Sends and insists on `expected`: a setup step that fails says which one. */
async function step(
  what: string,
  expected: number,
  request: Promise<{ statusCode: number; body: string }>,
) {
  const res = await request;
  if (res.statusCode !== expected)
    throw new Error(`setup step "${what}": ${res.statusCode} ${res.body.slice(0, 500)}`);
  return JSON.parse(res.body) as { data: { id: number } & Record<string, unknown> };
}

async function createPeople(t: TestApp): Promise<Record<Reader, Person>> {
  const people = {} as Record<Reader, Person>;
  for (const reader of READERS) {
    const { first, surname, roles } = PEOPLE[reader];
    const user = await t.createUser({
      roles,
      name: `${first} ${surname}`,
      email: `${first}.${surname}@sweep.example`.toLowerCase(),
    });
    people[reader] = { ...user, token: await t.tokenForUser(user.id) };
  }
  return people;
}

async function addToTeam(
  t: TestApp,
  journalId: number,
  userId: number,
  role: 'editor_in_chief' | 'associate_editor',
) {
  await t.db
    .insertInto('journal_editors')
    .values({ journal_id: journalId, user_id: userId, role, created_at: new Date().toISOString() })
    .execute();
}

/** Everything up to the first check point: reviews in, a recommendation made, no decision. */
export async function buildWorld(type: ReviewType): Promise<SweepWorld> {
  const t = await buildTestApp();
  const people = await createPeople(t);
  const p = people;

  const journalId = await insertJournal(t, { title: `Sweep ${type}`, peer_review_type: type });
  await addToTeam(t, journalId, p.eic.id, 'editor_in_chief');
  await addToTeam(t, journalId, p.handling.id, 'associate_editor');
  // The journal's review form: a question for the editors only, whose answer is a secret.
  await step(
    'the editor-in-chief sets a review form',
    200,
    send(t, 'PUT', `/journals/${journalId}/review-form`, p.eic.token, {
      questions: [
        {
          id: 'edonly',
          kind: 'text',
          label: 'For the editors',
          required: false,
          audience: 'editors',
        },
      ],
    }),
  );
  const otherJournal = await insertJournal(t, { title: `Elsewhere ${type}` });
  await addToTeam(t, otherJournal, p.otherEic.id, 'editor_in_chief');

  // The author submits, naming the co-author by the address of their verified account.
  const manuscriptPdf = pdfBytes('Glacial dynamics');
  const fields = manuscriptFields(
    {
      title: TITLE,
      abstract: 'How glaciers move in a warming climate.',
      keywords: 'glaciers, climate',
      submission_notes: TEXT.submissionNotes,
      submit: '1',
    },
    [
      { first_name: PEOPLE.author.first, last_name: PEOPLE.author.surname, email: p.author.email },
      {
        first_name: PEOPLE.coauthor.first,
        last_name: PEOPLE.coauthor.surname,
        email: p.coauthor.email,
        institution: 'University of Bergen',
      },
    ],
  );
  const created = await step(
    'the author submits',
    201,
    sendForm(t, `/journals/${journalId}/manuscripts`, p.author.token, fields, [
      { name: TEXT.fileName, content: manuscriptPdf, type: 'application/pdf' },
    ]),
  );
  const id = created.data.id;
  const ms = `/manuscripts/${id}`;

  await step(
    'the editor-in-chief names the handling editor',
    200,
    send(t, 'PUT', `${ms}/handling-editor`, p.eic.token, { user_id: p.handling.id }),
  );
  await step(
    'the editor-in-chief sends it to review',
    200,
    send(t, 'POST', `${ms}/decisions`, p.eic.token, {
      decision: 'send_to_review',
      internal_note: TEXT.noteOne,
    }),
  );

  const invitations = {} as Record<'reviewerA' | 'reviewerB' | 'reviewerC' | 'reviewerD', number>;
  for (const reviewer of ['reviewerA', 'reviewerB', 'reviewerC', 'reviewerD'] as const) {
    const res = await step(
      `the handling editor invites ${reviewer}`,
      201,
      send(t, 'POST', `${ms}/invitations`, p.handling.token, { reviewer_id: p[reviewer].id }),
    );
    invitations[reviewer] = res.data.id;
  }
  for (const reviewer of ['reviewerA', 'reviewerB'] as const) {
    await step(
      `${reviewer} accepts`,
      200,
      send(t, 'POST', `/invitations/${invitations[reviewer]}/accept`, p[reviewer].token),
    );
  }
  await step(
    'reviewerD declines',
    200,
    send(t, 'POST', `/invitations/${invitations.reviewerD}/decline`, p.reviewerD.token, {
      reason: TEXT.declineReason,
    }),
  );

  const reviewPdf = pdfBytes('Review notes');
  const reviewA = await step(
    'reviewer A submits a review with a file',
    201,
    sendForm(
      t,
      `${ms}/reviews`,
      p.reviewerA.token,
      [
        ['rating', '2'],
        ['title', 'Report'],
        ['content', TEXT.reviewA],
        ['recommendation', 'major_revisions'],
        ['confidential_comments', TEXT.confidentialA],
        ['answers', JSON.stringify({ edonly: TEXT.answerA })],
      ],
      [{ field: 'review_file', name: TEXT.reviewFileA, content: reviewPdf }],
    ),
  );
  const reviewB = await step(
    'reviewer B submits a review',
    201,
    send(t, 'POST', `${ms}/reviews`, p.reviewerB.token, {
      rating: 4,
      title: 'Report',
      content: TEXT.reviewB,
      recommendation: 'accept',
      confidential_comments: TEXT.confidentialB,
    }),
  );
  await step(
    'the handling editor recommends',
    201,
    send(t, 'POST', `${ms}/recommendations`, p.handling.token, {
      recommendation: 'major_revisions',
      notes: TEXT.recommendationNotes,
    }),
  );

  const authorThread = await step(
    'the editor-in-chief starts a discussion with the authors',
    201,
    send(t, 'POST', `${ms}/discussions`, p.eic.token, {
      kind: 'author',
      subject: TEXT.discussionAuthors,
      body: TEXT.discussionAuthors,
    }),
  );
  await step(
    'the author replies in it',
    201,
    send(t, 'POST', `/discussions/${authorThread.data.id}/messages`, p.author.token, {
      body: TEXT.discussionAuthorReply,
    }),
  );
  const reviewerThread = await step(
    'the editor-in-chief starts a discussion with reviewer A',
    201,
    send(t, 'POST', `${ms}/discussions`, p.eic.token, {
      kind: 'reviewer',
      invitation_id: invitations.reviewerA,
      subject: TEXT.discussionReviewer,
      body: TEXT.discussionReviewer,
    }),
  );
  const discussionPdf = pdfBytes('Discussion notes');
  const withFile = await step(
    'reviewer A replies with a file',
    201,
    sendForm(
      t,
      `/discussions/${reviewerThread.data.id}/messages`,
      p.reviewerA.token,
      [['body', TEXT.discussionReviewerReply]],
      [{ field: 'file', name: TEXT.discussionFile, content: discussionPdf }],
    ),
  );

  const revisions = await step(
    'the editor-in-chief lists the revisions',
    200,
    send(t, 'GET', `${ms}/revisions`, p.eic.token),
  );
  const revisionId = (revisions.data as unknown as { id: number }[])[0]!.id;

  return {
    t,
    type,
    journalId,
    manuscriptId: id,
    revisionId,
    reviewAId: reviewA.data.id,
    reviewBId: reviewB.data.id,
    people,
    manuscriptPdf,
    reviewPdf,
    authorThreadId: authorThread.data.id,
    reviewerThreadId: reviewerThread.data.id,
    discussionFileMessageId: withFile.data.id,
    discussionPdf,
  };
}

/** The editor-in-chief requests revisions: review A goes to the author as edited, B stays. */
export async function decide(world: SweepWorld) {
  await step(
    'the editor-in-chief requests revisions',
    200,
    send(world.t, 'POST', `/manuscripts/${world.manuscriptId}/decisions`, world.people.eic.token, {
      decision: 'request_revisions',
      letter: TEXT.letter,
      internal_note: TEXT.noteTwo,
      reviews: [
        { id: world.reviewAId, release: true, author_content: TEXT.editedA },
        { id: world.reviewBId, release: false },
      ],
    }),
  );
}
