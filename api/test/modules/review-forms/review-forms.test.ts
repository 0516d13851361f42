// Review forms per journal: the journal's editors-in-chief and administrators
// edit the questions (each save a version); a review answers them, checked by
// the contracts' one schema builder at each question's field; the answers go
// through the visibility policy: editors-only answers reach the editors (and
// the writer) and never the author; answers shown to the author reach them
// once a decision released the review.
import type { TestApp } from '../../helpers/test-app';
import {
  acceptedInvitation,
  inReview,
  moveTo,
  newReviewer,
  request,
  review,
  reviewsSuite,
  snapshot,
  tokenOf,
} from '../reviews/helpers';
import { insertJournal } from '../manuscripts/helpers/content';

const suite = reviewsSuite({ peer_review_type: 'double_blind' });
let t: TestApp;
let journal: number;
beforeAll(() => {
  ({ t, journal } = suite);
});

const put = (token: string, body: object, id = journal) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/journals/${id}/review-form`,
    headers: t.authHeader(token),
    payload: body,
  });

const QUESTIONS = [
  {
    id: 'novelty',
    kind: 'scale',
    label: 'How novel is the work?',
    required: true,
    audience: 'author',
    scale_min: 1,
    scale_max: 5,
    min_label: 'Not at all',
    max_label: 'Very',
  },
  {
    id: 'ethics',
    kind: 'choice',
    label: 'Any ethical concerns?',
    required: true,
    audience: 'editors',
    options: ['None', 'Some', 'Serious'],
  },
  { kind: 'text', label: 'Anything else for the editors?', required: false, audience: 'editors' },
];

const spec = {
  rating: 4,
  title: 'Solid',
  content: 'Comments to the author.',
  recommendation: 'minor_revisions',
};

describe('GET/PUT journals/{id}/review-form', () => {
  it('starts empty; an administrator saves questions in order, ids given, version counted', async () => {
    const empty = await request(
      t,
      'GET',
      `/journals/${journal}/review-form`,
      await tokenOf(t, 'admin'),
    );
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      data: { journal_id: journal, version: 0, questions: [], updated_at: null },
      meta: { can_edit: true },
    });
    const res = await put(await tokenOf(t, 'admin'), { questions: QUESTIONS });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.version).toBe(1);
    expect(data.questions.map((q: { id: string }) => q.id).slice(0, 2)).toEqual([
      'novelty',
      'ethics',
    ]);
    expect(data.questions[2].id).toMatch(/^q[0-9a-f]{10}$/);
    // Only the fields of each kind are kept.
    expect(data.questions[0]).toMatchObject({ options: [], scale_max: 5, max_label: 'Very' });
    expect(data.questions[1]).toMatchObject({
      scale_min: null,
      options: ['None', 'Some', 'Serious'],
    });
    const read = await request(
      t,
      'GET',
      `/journals/${journal}/review-form`,
      await tokenOf(t, 'editor-in-chief'),
    );
    expect(read.json().data).toEqual(data);
  });

  it('editors-in-chief of the journal edit it; associate editors read it; authors and reviewers may not', async () => {
    const other = await insertJournal(t);
    const chief = await put(await tokenOf(t, 'editor-in-chief'), { questions: [] }, other);
    expect(chief.statusCode).toBe(200);
    const associate = await tokenOf(t, 'associate-editor');
    const read = await request(t, 'GET', `/journals/${other}/review-form`, associate);
    expect(read.json().meta).toEqual({ can_edit: false });
    const refused = await put(associate, { questions: QUESTIONS }, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Only administrators and the journal's editors-in-chief may change its review form",
    );
    // 403 comes before the body is looked at.
    expect((await put(associate, { questions: 'x' }, other)).statusCode).toBe(403);
    for (const role of ['author', 'reviewer'] as const) {
      const token = await tokenOf(t, role);
      expect((await request(t, 'GET', `/journals/${other}/review-form`, token)).statusCode).toBe(
        403,
      );
      expect((await put(token, { questions: [] }, other)).statusCode).toBe(403);
    }
    expect((await put(await tokenOf(t, 'admin'), { questions: [] }, 999_999)).statusCode).toBe(404);
  });

  it('refuses bad questions at their fields, in the reader’s language, writing nothing', async () => {
    const other = await insertJournal(t);
    const admin = await tokenOf(t, 'admin');
    const bad = await put(
      admin,
      {
        questions: [
          {
            id: 'a',
            kind: 'choice',
            label: ' ',
            required: true,
            audience: 'author',
            options: ['One'],
          },
          {
            id: 'a',
            kind: 'scale',
            label: 'Q',
            required: false,
            audience: 'everyone',
            scale_max: 11,
          },
          { id: '9x', kind: 'poll', label: 'Q', required: 'yes', audience: 'editors' },
        ],
      },
      other,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      'questions.0.label': ['Enter the question'],
      'questions.0.options': ['A single-choice question needs 2 to 12 options'],
      'questions.1.audience': ['Choose who reads the answer: the author, or the editors only'],
      'questions.1.scale_max': ['A scale ends at a whole number from 2 to 10'],
      'questions.2.kind': ['Choose the kind of question: text, single choice or scale'],
      'questions.2.required': ['Say whether an answer is required'],
    });
    expect(bad.json().errors['questions.2.id'][0]).toMatch(/starts with a letter/);
    const german = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/journals/${other}/review-form`,
      headers: { ...t.authHeader(admin), 'accept-language': 'de' },
      payload: {
        questions: [
          { kind: 'choice', label: 'Q', required: true, audience: 'author', options: ['A', 'a'] },
        ],
      },
    });
    expect(german.json().errors['questions.0.options.1']).toEqual([
      'Diese Option steht schon in der Liste',
    ]);
    // Keys are compared once every question reads well.
    const text = { kind: 'text', label: 'Q', required: false, audience: 'author' };
    const twice = await put(
      admin,
      {
        questions: [
          { ...text, id: 'a' },
          { ...text, id: 'a' },
        ],
      },
      other,
    );
    expect(twice.json().errors['questions.1.id']).toEqual(['Two questions have the same key']);
    const form = await request(t, 'GET', `/journals/${other}/review-form`, admin);
    expect(form.json().data.version).toBe(0);
  });
});

describe('a review answers the form', () => {
  let manuscript: number;
  let reviewer: Awaited<ReturnType<typeof newReviewer>>;

  beforeAll(async () => {
    manuscript = await inReview(t, journal);
    reviewer = await newReviewer(t);
    await acceptedInvitation(t, manuscript, reviewer);
  });

  it('the reviewer reads the form of the manuscript they review', async () => {
    const res = await request(t, 'GET', `/manuscripts/${manuscript}/review-form`, reviewer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.questions.map((q: { label: string }) => q.label)).toEqual(
      QUESTIONS.map((q) => q.label),
    );
  });

  it('refuses missing, unknown and out-of-range answers at the question’s field; nothing written', async () => {
    const before = await snapshot(t);
    const missing = await review(t, manuscript, reviewer.token, spec);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      'answers.novelty': ['Answer this question'],
      'answers.ethics': ['Answer this question'],
    });
    const wrong = await review(t, manuscript, reviewer.token, {
      ...spec,
      answers: { novelty: 6, ethics: 'Maybe', extra: 'x' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toMatchObject({
      'answers.novelty': ['Choose a value from 1 to 5'],
      'answers.ethics': ['Choose one of the options'],
      answers: expect.arrayContaining(['The answers.extra field is not allowed.']),
    });
    const stale = await review(t, manuscript, reviewer.token, {
      ...spec,
      answers: { novelty: 4, ethics: 'None' },
      review_form_version: 99,
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors.answers[0]).toMatch(/changed its review form/);
    expect(await snapshot(t)).toEqual(before);
  });

  it('stores the answers with their questions; editors-only answers stay with the editors; the author’s come with the release', async () => {
    const ok = await review(t, manuscript, reviewer.token, {
      ...spec,
      answers: { novelty: 4, ethics: 'Some' },
      review_form_version: 1,
    });
    expect(ok.statusCode).toBe(201);
    // The writer reads every answer of their own review.
    expect(ok.json().data.answers.map((a: { value: unknown }) => a.value)).toEqual([
      4,
      'Some',
      null,
    ]);

    // The form changes afterwards: the review keeps the questions it answered.
    await put(await tokenOf(t, 'admin'), {
      questions: [
        { id: 'novelty', kind: 'text', label: 'Renamed', required: false, audience: 'editors' },
      ],
    });

    const answersFor = async (token: string) => {
      const res = await request(t, 'GET', `/manuscripts/${manuscript}/review-rounds`, token);
      expect(res.statusCode).toBe(200);
      const reviews = res.json().data.flatMap((r: { reviews: unknown[] }) => r.reviews);
      return reviews as {
        answers?: { question: { id: string; label: string }; value: unknown }[];
      }[];
    };
    const editor = await answersFor(await tokenOf(t, 'editor-in-chief'));
    expect(editor[0]!.answers!.map((a) => [a.question.label, a.value])).toEqual([
      ['How novel is the work?', 4],
      ['Any ethical concerns?', 'Some'],
      ['Anything else for the editors?', null],
    ]);
    const author = await tokenOf(t, 'author');
    // Before the release the author receives no review at all.
    expect(await answersFor(author)).toEqual([]);

    await moveTo(t, manuscript, 'revision_requested');
    const released = await answersFor(author);
    expect(released[0]!.answers!.map((a) => [a.question.id, a.value])).toEqual([['novelty', 4]]);
    expect(JSON.stringify(released)).not.toContain('Some');
    expect(JSON.stringify(released)).not.toContain('ethical');
    // The editor still reads the editors-only answer.
    const after = await answersFor(await tokenOf(t, 'editor-in-chief'));
    expect(after[0]!.answers!.find((a) => a.question.id === 'ethics')?.value).toBe('Some');
  });

  it('journals without questions keep the spec’s review; answers there are refused', async () => {
    const plain = await insertJournal(t, { peer_review_type: 'single_blind' });
    const id = await inReview(t, plain);
    const writer = await newReviewer(t);
    await acceptedInvitation(t, id, writer);
    const refused = await review(t, id, writer.token, { ...spec, answers: { novelty: 3 } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.answers).toEqual([
      'This journal has no review form: send the review without answers',
    ]);
    const ok = await review(t, id, writer.token, spec);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({
      rating: 4,
      title: 'Solid',
      content: 'Comments to the author.',
    });
    expect(ok.json().data).not.toHaveProperty('answers');
  });
});
