// A request for revisions says what it asks: minor or major revisions (stored
// on the decision, shown in the timeline and the history) and by when (the
// journal's revision period unless the editor chose a day; shown to the
// authors and editors; gone once the revision is in). Both calls take them.
import { defaultRevisionDay } from '@colophon/shared/contracts';
import type { TestApp } from '../../helpers/test-app';
import {
  assignReviewer,
  createManuscript,
  forceStatus,
  insertJournal,
  tokenOf,
} from '../manuscripts/helpers/content';
import { pdfBytes } from '../manuscripts/helpers/files';
import { multipart } from '../manuscripts/helpers/multipart';
import { type DecisionsSuite, decisionsSuite, countRows } from './helpers';

const suite = decisionsSuite();
let t: TestApp;
let chief: string;
let author: string;
let request: DecisionsSuite['request'];
let journal: number;
beforeAll(async () => {
  ({ t, chief, author, request } = suite);
  journal = await insertJournal(t);
  // This journal gives authors 10 days for a revision.
  await t.db
    .updateTable('journals')
    .set({ revision_due_days: 10 })
    .where('id', '=', journal)
    .execute();
});

const underReview = async () => {
  const id = await createManuscript(t, author, journal);
  await forceStatus(t, id, 'under_review');
  return id;
};
const decide = (id: number, body: object) =>
  request('POST', `/manuscripts/${id}/decisions`, chief, body);
const endOf = (day: string) => `${day}T23:59:59.999Z`;
const detailAs = async (id: number, token: string) =>
  (await request('GET', `/manuscripts/${id}`, token)).json().data;

describe('minor and major revisions', () => {
  it.each(['minor', 'major'] as const)(
    '%s: stored on the decision, shown in the timeline and the history',
    async (kind) => {
      const id = await underReview();
      const res = await decide(id, {
        decision: 'request_revisions',
        letter: 'Please revise.',
        revision_kind: kind,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('revision_requested');
      expect(res.json().data.status_history.at(-1)).toMatchObject({
        to_status: 'revision_requested',
        revision_kind: kind,
      });
      const row = await t.db
        .selectFrom('editorial_decisions')
        .select(['revision_kind'])
        .where('manuscript_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.revision_kind).toBe(kind);
      // The author reads which kind was asked, in the timeline and the history.
      const timeline = (await request('GET', `/manuscripts/${id}/decisions`, author)).json();
      expect(timeline.data.at(-1)).toMatchObject({
        decision: 'request_revisions',
        revision_kind: kind,
        letter: 'Please revise.',
      });
      const history = (await detailAs(id, author)).status_history;
      expect(history.at(-1)).toMatchObject({
        to_status: 'revision_requested',
        revision_kind: kind,
      });
      // Every other step of the history has none.
      expect(
        history.slice(0, -1).every((h: { revision_kind: unknown }) => h.revision_kind === null),
      ).toBe(true);
    },
  );

  it('a request without a kind (API clients from before) asks for major revisions', async () => {
    const id = await underReview();
    const res = await decide(id, { decision: 'request_revisions', letter: 'Please revise.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status_history.at(-1).revision_kind).toBe('major');
  });

  it('each request of a manuscript keeps its own kind', async () => {
    const id = await underReview();
    await decide(id, { decision: 'request_revisions', letter: 'First.', revision_kind: 'major' });
    await forceStatus(t, id, 'under_review');
    await decide(id, { decision: 'request_revisions', letter: 'Second.', revision_kind: 'minor' });
    const kinds = (await detailAs(id, chief)).status_history
      .filter((h: { to_status: string }) => h.to_status === 'revision_requested')
      .map((h: { revision_kind: string }) => h.revision_kind);
    expect(kinds).toEqual(['major', 'minor']);
  });

  it('an unknown kind: 422 at revision_kind, nothing written', async () => {
    const id = await underReview();
    const res = await decide(id, {
      decision: 'request_revisions',
      letter: 'x',
      revision_kind: 'medium',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.revision_kind[0]).toBe(
      'The kind of revisions must be one of minor, major',
    );
    expect(await countRows(t, 'editorial_decisions', id)).toBe(0);
  });

  it('a kind or a due date with another decision: 422 at that field', async () => {
    const id = await underReview();
    const res = await decide(id, {
      decision: 'reject',
      letter: 'No.',
      revision_kind: 'minor',
      revision_due_at: '2099-01-01',
    });
    expect(res.statusCode).toBe(422);
    const message =
      'A kind of revisions and a revision due date go only with a request for revisions';
    expect(res.json().errors).toMatchObject({
      revision_kind: [message],
      revision_due_at: [message],
    });
    expect((await detailAs(id, chief)).status).toBe('under_review');
  });
});

describe('the revision due date', () => {
  it('defaults to today + the journal’s revision period, shown to the authors and editors only', async () => {
    const id = await underReview();
    const res = await decide(id, { decision: 'request_revisions', letter: 'Please revise.' });
    const due = endOf(defaultRevisionDay(10));
    expect(res.json().data.revision_due_at).toBe(due);
    expect((await detailAs(id, author)).revision_due_at).toBe(due);
    const reviewer = await t.createUser({ roles: ['reviewer'] });
    await assignReviewer(t, id, reviewer.id);
    expect((await detailAs(id, await t.tokenForUser(reviewer.id))).revision_due_at).toBeNull();
    const stored = await t.db
      .selectFrom('manuscripts')
      .select('revision_due_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.revision_due_at).toBe(due);
  });

  it('the editor may choose the day', async () => {
    const id = await underReview();
    const res = await decide(id, {
      decision: 'request_revisions',
      letter: 'Please revise.',
      revision_kind: 'minor',
      revision_due_at: '2099-03-15',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.revision_due_at).toBe('2099-03-15T23:59:59.999Z');
  });

  it.each([
    ['2000-01-01', 'The revision due date may not be in the past'],
    ['tomorrow', 'The revision due date must be a date (YYYY-MM-DD)'],
    ['2099-02-30', 'The revision due date must be a date (YYYY-MM-DD)'],
  ])('%s: 422 at revision_due_at, nothing written', async (day, message) => {
    const id = await underReview();
    const res = await decide(id, {
      decision: 'request_revisions',
      letter: 'Please revise.',
      revision_due_at: day,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.revision_due_at).toEqual([message]);
    expect(await countRows(t, 'editorial_decisions', id)).toBe(0);
    expect((await detailAs(id, chief)).revision_due_at).toBeNull();
  });

  it('in the request’s language', async () => {
    const id = await underReview();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/manuscripts/${id}/decisions`,
      headers: { ...t.authHeader(chief), 'accept-language': 'ur' },
      payload: { decision: 'request_revisions', letter: 'x', revision_due_at: '2000-01-01' },
    });
    expect(res.json().errors.revision_due_at).toEqual([
      'نظرِ ثانی کی آخری تاریخ ماضی میں نہیں ہو سکتی',
    ]);
  });

  it('is cleared when the revision is uploaded', async () => {
    const id = await underReview();
    await decide(id, { decision: 'request_revisions', letter: 'Please revise.' });
    const body = multipart(
      [['changes_summary', 'Done.']],
      [{ name: 'v2.pdf', content: pdfBytes() }],
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/manuscripts/${id}/revisions`,
      headers: { ...t.authHeader(author), ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    const data = await detailAs(id, chief);
    expect(data.status).toBe('revised');
    expect(data.revision_due_at).toBeNull();
  });

  it('is cleared by any other move (the author withdraws)', async () => {
    const id = await underReview();
    await decide(id, { decision: 'request_revisions', letter: 'Please revise.' });
    const res = await request('POST', `/manuscripts/${id}/status`, author, { status: 'withdrawn' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.revision_due_at).toBeNull();
  });
});

describe('the status call takes them too', () => {
  it('revision_requested with a kind and a day', async () => {
    const id = await underReview();
    const res = await request('POST', `/manuscripts/${id}/status`, chief, {
      status: 'revision_requested',
      letter: 'Please revise.',
      revision_kind: 'minor',
      revision_due_at: '2099-04-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ revision_due_at: '2099-04-01T23:59:59.999Z' });
    expect(res.json().data.status_history.at(-1).revision_kind).toBe('minor');
  });

  it('with any other status: 422 at the field', async () => {
    const id = await underReview();
    const res = await request('POST', `/manuscripts/${id}/status`, chief, {
      status: 'accepted',
      revision_kind: 'minor',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.revision_kind).toEqual([
      'A kind of revisions and a revision due date go only with a request for revisions',
    ]);
  });
});

describe('what the authors are told', () => {
  const authorNotices = async () =>
    (await request('GET', '/notifications?per_page=50', author)).json().data as {
      code: string;
      manuscript_id: number;
      params: Record<string, string | number>;
    }[];

  it('a revision request carries the letter, the kind and the due date', async () => {
    const id = await underReview();
    await decide(id, {
      decision: 'request_revisions',
      letter: 'Please add the loss data.',
      revision_kind: 'minor',
      revision_due_at: '2099-05-02',
    });
    const notice = (await authorNotices()).find((n) => n.manuscript_id === id)!;
    expect(notice).toMatchObject({
      code: 'revisionRequested',
      params: { letter: 'Please add the loss data.', kind: 'minor', due: '2099-05-02' },
    });
  });

  it('a desk decline says so', async () => {
    const id = await createManuscript(t, author, journal);
    await forceStatus(t, id, 'submitted');
    await decide(id, { decision: 'decline', letter: 'Out of scope.' });
    const notice = (await authorNotices()).find((n) => n.manuscript_id === id)!;
    expect(notice).toMatchObject({
      code: 'rejected',
      params: { desk: 1, letter: 'Out of scope.' },
    });
    expect(notice.params.kind).toBeUndefined();
  });

  it('a rejection after review is no desk decline', async () => {
    const id = await underReview();
    await decide(id, { decision: 'reject', letter: 'Not this time.' });
    const notice = (await authorNotices()).find((n) => n.manuscript_id === id)!;
    expect(notice.code).toBe('rejected');
    expect(notice.params.desk).toBeUndefined();
  });
});

it('an associate editor cannot ask for revisions at all', async () => {
  const id = await underReview();
  const res = await request(
    'POST',
    `/manuscripts/${id}/decisions`,
    await tokenOf(t, 'associate-editor'),
    {
      decision: 'request_revisions',
      letter: 'x',
      revision_kind: 'minor',
    },
  );
  expect(res.statusCode).toBe(403);
});
