// POST manuscripts/{id}/letter-draft: the letter a decision starts from is the
// journal's template with the reviews the decision releases merged in, as the
// authors will read them (edited text, anonymous reviewers, never a withheld
// review or a confidential comment), in the author's language unless the
// editor picks another. And the "done when": an Urdu override of the
// major revisions letter, saved by an administrator, is the letter the author
// receives.
import { defaultRevisionDay } from '@colophon/shared/contracts';
import type { TestApp } from '../../helpers/test-app';
import {
  createManuscript,
  forceStatus,
  insertJournal,
  tokenOf,
} from '../manuscripts/helpers/content';
import { type DecisionsSuite, decisionsSuite, openRound } from './helpers';

const suite = decisionsSuite();
let t: TestApp;
let chief: string;
let author: string;
let request: DecisionsSuite['request'];
let blind: number;
let open: number;
beforeAll(async () => {
  ({ t, chief, author, request } = suite);
  blind = await insertJournal(t, { title: 'Estuary Letters', peer_review_type: 'double_blind' });
  open = await insertJournal(t, { title: 'Open Tides', peer_review_type: 'open' });
  await t.db
    .updateTable('journals')
    .set({ revision_due_days: 12 })
    .where('id', '=', blind)
    .execute();
});

const REVIEW_ONE = 'The sampling is thin and the authors were careless.';
const EDITED_ONE = 'Please widen the sampling.';
const REVIEW_TWO = 'The statistics do not hold.';
const CONFIDENTIAL = 'I suspect duplicate publication.';

async function review(id: number, roundId: number, content: string, confidential: string | null) {
  const reviewer = await t.createUser({
    roles: ['reviewer'],
    name: `Reviewer of ${content.slice(0, 8)}`,
  });
  const now = new Date().toISOString();
  const row = await t.db
    .insertInto('reviews')
    .values({
      manuscript_id: id,
      user_id: reviewer.id,
      round_id: roundId,
      rating: 3,
      title: null,
      content,
      recommendation: 'major_revisions',
      confidential_comments: confidential,
      is_verified: false,
      submitted_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name: reviewer.name };
}

/** A manuscript under review in `journal`, its round with two submitted reviews. */
async function reviewed(journal: number) {
  const id = await createManuscript(t, author, journal, { title: 'Diatoms of the estuary' });
  await forceStatus(t, id, 'under_review');
  const roundId = await openRound(t, id);
  const one = await review(id, roundId, REVIEW_ONE, CONFIDENTIAL);
  const two = await review(id, roundId, REVIEW_TWO, null);
  return { id, one, two };
}

const draft = (id: number, body: object, token = chief) =>
  request('POST', `/manuscripts/${id}/letter-draft`, token, body);

describe('who may draft', () => {
  it.each([
    ['author', 403],
    ['associate-editor', 403],
    ['reviewer', 404],
    ['admin', 403],
    ['editor-in-chief', 200],
  ] as const)('%s: %i', async (role, expected) => {
    const { id } = await reviewed(blind);
    const res = await draft(id, { decision: 'accept' }, await tokenOf(t, role));
    expect(res.statusCode).toBe(expected);
  });
});

describe('the reviews in the letter', () => {
  it('merges the reviews released, as the authors read them, and nothing withheld', async () => {
    const { id, one, two } = await reviewed(blind);
    const res = await draft(id, {
      decision: 'major_revisions',
      locale: 'en',
      reviews: [
        { id: one.id, release: true, author_content: EDITED_ONE },
        { id: two.id, release: false },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { subject, body, locale } = res.json();
    expect(locale).toBe('en');
    expect(subject).toBe('Major revisions requested: "Diatoms of the estuary"');
    expect(body).toContain('Estuary Letters');
    expect(body).toContain(`Reviewer 1\n${EDITED_ONE}`);
    for (const hidden of [REVIEW_ONE, REVIEW_TWO, CONFIDENTIAL, one.name, two.name]) {
      expect(body).not.toContain(hidden);
    }
    // A draft writes nothing.
    const released = await t.db
      .selectFrom('reviews')
      .select('released_at')
      .where('manuscript_id', '=', id)
      .execute();
    expect(released.every((r) => r.released_at === null)).toBe(true);
  });

  it('without choices every review goes as written; an open journal names the reviewers', async () => {
    const { id, one, two } = await reviewed(open);
    const { body } = (await draft(id, { decision: 'accept', locale: 'en' })).json();
    expect(body).toContain(`${one.name}\n${REVIEW_ONE}`);
    expect(body).toContain(`${two.name}\n${REVIEW_TWO}`);
    expect(body).not.toContain(CONFIDENTIAL);
  });

  it('a review not of the round: 422 at reviews', async () => {
    const { id } = await reviewed(blind);
    const res = await draft(id, { decision: 'reject', reviews: [{ id: 999999, release: true }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.reviews[0]).toBe(
      'Review 999999 is not a submitted review of the current round',
    );
  });

  it('a desk decline quotes no review', async () => {
    const id = await createManuscript(t, author, blind);
    await forceStatus(t, id, 'submitted');
    const res = await draft(id, { decision: 'desk_decline', locale: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subject: expect.stringContaining('Decision on your submission'),
      revision_due_at: null,
    });
  });
});

describe('the due date and the language', () => {
  it('revisions are due after the journal’s period unless the editor chose a day', async () => {
    const { id } = await reviewed(blind);
    const byDefault = (await draft(id, { decision: 'minor_revisions', locale: 'en' })).json();
    const day = defaultRevisionDay(12);
    expect(byDefault.revision_due_at).toBe(`${day}T23:59:59.999Z`);
    const shown = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(byDefault.revision_due_at),
    );
    expect(byDefault.body).toContain(`by ${shown}`);
    const chosen = (
      await draft(id, { decision: 'minor_revisions', locale: 'en', revision_due_at: '2099-01-12' })
    ).json();
    expect(chosen.revision_due_at).toBe('2099-01-12T23:59:59.999Z');
    expect(chosen.body).toContain('12 January 2099');
  });

  it.each([
    [{ decision: 'minor_revisions', revision_due_at: '2000-01-01' }, 'revision_due_at'],
    [{ decision: 'accept', revision_due_at: '2099-01-01' }, 'revision_due_at'],
    [{ decision: 'desk_decline' }, 'decision'],
    [{ decision: 'request_revisions' }, 'decision'],
    [{ decision: 'accept', locale: 'fr' }, 'locale'],
  ])('%j: 422 at %s', async (body, field) => {
    const { id } = await reviewed(blind);
    const res = await draft(id, body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('is the submitting author’s language unless the editor picks another', async () => {
    const { id } = await reviewed(blind);
    await t.db
      .updateTable('users')
      .set({ locale: 'de' })
      .where('id', '=', t.users.author.id)
      .execute();
    try {
      const german = (await draft(id, { decision: 'reject' })).json();
      expect(german.locale).toBe('de');
      expect(german.body).toContain('Gutachter:in 1');
      const english = (await draft(id, { decision: 'reject', locale: 'en' })).json();
      expect(english.locale).toBe('en');
      expect(english.body).toContain('Reviewer 1');
    } finally {
      await t.db
        .updateTable('users')
        .set({ locale: null })
        .where('id', '=', t.users.author.id)
        .execute();
    }
  });
});

it('an administrator’s Urdu major revisions letter is the letter the author receives, reviews merged', async () => {
  const { id, one, two } = await reviewed(blind);
  const admin = await tokenOf(t, 'admin');
  const override = {
    journal_id: blind,
    subject: 'بڑی ترامیم درکار ہیں: {{manuscript.title}}',
    body: 'محترم {{recipient.name}}،\n\nمبصرین کی آراء:\n\n{{reviews}}\n\nنظرِ ثانی شدہ مسودہ {{due_date}} تک بھیجیں۔\n{{link}}',
  };
  const saved = await request(
    'PUT',
    '/mail-templates/decision_major_revisions/ur',
    admin,
    override,
  );
  expect(saved.statusCode).toBe(200);

  const reviews = [
    { id: one.id, release: true, author_content: EDITED_ONE },
    { id: two.id, release: false },
  ];
  const res = await draft(id, { decision: 'major_revisions', locale: 'ur', reviews });
  expect(res.statusCode).toBe(200);
  const letter = res.json();
  expect(letter.locale).toBe('ur');
  expect(letter.subject).toBe('بڑی ترامیم درکار ہیں: Diatoms of the estuary');
  expect(letter.body).toContain('مبصرین کی آراء:');
  expect(letter.body).toContain(`مبصر 1\n${EDITED_ONE}`);
  expect(letter.body).not.toContain(REVIEW_TWO);
  expect(letter.body).not.toContain(CONFIDENTIAL);
  expect(letter.body).toContain(`/manuscripts/${id}`);

  // The editor adds a line and sends it.
  const sent = `${letter.body}\n\nشکریہ۔`;
  const decided = await request('POST', `/manuscripts/${id}/decisions`, chief, {
    decision: 'request_revisions',
    revision_kind: 'major',
    revision_due_at: letter.revision_due_at,
    letter: sent,
    reviews,
  });
  expect(decided.statusCode).toBe(200);

  const timeline = (await request('GET', `/manuscripts/${id}/decisions`, author)).json().data;
  expect(timeline.at(-1)).toMatchObject({
    decision: 'request_revisions',
    revision_kind: 'major',
    letter: sent,
  });
  const notices = (await request('GET', '/notifications?per_page=50', author)).json().data as {
    code: string;
    manuscript_id: number;
    params: Record<string, unknown>;
  }[];
  expect(notices.find((n) => n.manuscript_id === id)).toMatchObject({
    code: 'revisionRequested',
    params: { letter: sent, kind: 'major', due: letter.revision_due_at.slice(0, 10) },
  });
});
