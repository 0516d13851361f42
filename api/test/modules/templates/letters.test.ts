// Rendering letters without HTTP: the fallback order of a template's text,
// the built-in texts' merge fields, the merge values each recipient may read
// (through the visibility policy), and the notification → template map.
import {
  MAIL_TEMPLATE_KEYS,
  MAIL_TEMPLATE_LOCALES,
  TEMPLATE_FIELDS,
} from '@colophon/shared/contracts';
import { builtInText } from '../../../src/modules/templates/defaults/built-in-texts';
import {
  invitationLinks,
  mergeValuesFor,
  renderMailTemplate,
  templateForNotification,
} from '../../../src/modules/templates';
import { templateProblems } from '../../../src/modules/templates/template-engine';
import { buildTestApp, type TestApp, type TestUser } from '../../helpers/test-app';
import {
  assignReviewer,
  createManuscript,
  forceStatus,
  insertJournal,
  tokenOf,
  withTempDataDir,
} from '../manuscripts/helpers/content';

withTempDataDir();
let t: TestApp;
let reviewer: TestUser;
const PANEL = 'https://panel.example/';

beforeAll(async () => {
  t = await buildTestApp();
  reviewer = await t.createUser({ roles: ['reviewer'], name: 'Rhea Reviewer' });
});
afterAll(async () => t.close());

const save = (values: {
  journal_id: number | null;
  locale: string;
  subject: string;
  body: string;
}) =>
  t.db
    .insertInto('mail_templates')
    .values({
      key: 'decision_accept',
      updated_by: null,
      updated_at: new Date().toISOString(),
      ...values,
    })
    .execute();

describe('built-in texts', () => {
  it('exist for every template in en, ur and de and use only the fields their letter offers', () => {
    for (const key of MAIL_TEMPLATE_KEYS) {
      for (const locale of MAIL_TEMPLATE_LOCALES) {
        const text = builtInText(key, locale);
        expect(templateProblems(key, text.subject)).toEqual([]);
        expect(templateProblems(key, text.body)).toEqual([]);
        // Every letter greets its recipient and says which manuscript it is about.
        expect(text.body).toContain('{{recipient.name}}');
        expect(`${text.subject}${text.body}`).toMatch(/\{\{manuscript\.(title|id)\}\}/);
      }
    }
  });

  it('a decision letter quotes the reviews only when there are some', async () => {
    const values = { 'recipient.name': 'Ada', 'manuscript.title': 'On Engines' };
    const without = await renderMailTemplate(t.db, {
      key: 'decision_major_revisions',
      journalId: null,
      locale: 'en',
      values,
    });
    expect(without.body).not.toContain("reviewers' comments:");
    expect(without.body).not.toMatch(/\n{3,}/);
    const withReviews = await renderMailTemplate(t.db, {
      key: 'decision_major_revisions',
      journalId: null,
      locale: 'en',
      values: { ...values, reviews: 'Reviewer 1: clarify section 2.' },
    });
    expect(withReviews.body).toContain(
      "The reviewers' comments:\n\nReviewer 1: clarify section 2.",
    );
    expect(withReviews.subject).toBe('Major revisions requested: "On Engines"');
  });
});

describe('renderMailTemplate', () => {
  it('journal text → platform text → built-in text, in the language asked; English for others', async () => {
    const journal = await insertJournal(t);
    const other = await insertJournal(t);
    const values = { 'manuscript.title': 'T', 'journal.title': 'J' };
    const render = (journalId: number | null, locale: string) =>
      renderMailTemplate(t.db, { key: 'decision_accept', journalId, locale, values });

    expect((await render(journal, 'de')).subject).toBe(
      'Ihr Manuskript wurde zur Veröffentlichung in J angenommen',
    );
    await save({
      journal_id: null,
      locale: 'de',
      subject: 'Plattform {{manuscript.title}}',
      body: 'p',
    });
    expect((await render(journal, 'de')).subject).toBe('Plattform T');
    await save({
      journal_id: journal,
      locale: 'de',
      subject: 'Zeitschrift {{journal.title}}',
      body: 'j',
    });
    expect(await render(journal, 'de')).toEqual({ subject: 'Zeitschrift J', body: 'j' });
    // Another journal and the platform itself still read the platform's text.
    expect((await render(other, 'de')).subject).toBe('Plattform T');
    expect((await render(null, 'de')).subject).toBe('Plattform T');
    // Other languages are untouched; a language Colophon does not speak reads English.
    expect((await render(journal, 'en')).subject).toBe(
      'Your manuscript has been accepted for publication in J',
    );
    expect((await render(journal, 'fr-FR')).subject).toBe(
      'Your manuscript has been accepted for publication in J',
    );
    expect((await render(journal, 'ur-PK')).subject).toBe(
      'آپ کا مسودہ J میں اشاعت کے لیے منظور ہو گیا ہے',
    );
  });

  it('a stored text that no longer renders falls back instead of failing the letter', async () => {
    const journal = await insertJournal(t);
    await save({ journal_id: journal, locale: 'ur', subject: '{{#if x}}', body: 'broken' });
    const { subject } = await renderMailTemplate(t.db, {
      key: 'decision_accept',
      journalId: journal,
      locale: 'ur',
      values: { 'journal.title': 'J' },
    });
    expect(subject).toBe('آپ کا مسودہ J میں اشاعت کے لیے منظور ہو گیا ہے');
  });
});

describe('templateProblems', () => {
  it('names unknown fields, fields of other letters, helpers and syntax errors', () => {
    expect(templateProblems('decision_accept', 'Dear {{author.nam}} {{author.name}}')).toEqual([
      'template.unknownField|{"name":"{{author.nam}}"}',
    ]);
    expect(templateProblems('decision_accept', '{{accept_link}}')).toEqual([
      'template.fieldNotInLetter|{"name":"{{accept_link}}"}',
    ]);
    expect(templateProblems('decision_accept', '{{#each reviews}}x{{/each}}')).toEqual([
      'template.unsupported|{"name":"{{#each}}"}',
    ]);
    expect(templateProblems('decision_accept', '{{> footer}}')).toEqual([
      'template.unsupported|{"name":"PartialStatement"}',
    ]);
    expect(templateProblems('decision_accept', 'a\n{{#if reviews}}x')[0]).toMatch(
      /^template\.syntax\|\{"line":\d+,"open":"\{\{","close":"\}\}"\}$/,
    );
    expect(
      templateProblems('decision_accept', '{{#unless reviews}}none{{else}}{{reviews}}{{/unless}}'),
    ).toEqual([]);
    expect(TEMPLATE_FIELDS.decision_accept).toContain('reviews');
  });
});

describe('mergeValuesFor', () => {
  async function manuscriptOn(reviewType: string) {
    const journal = await insertJournal(t, {
      title: `Blind ${reviewType}`,
      peer_review_type: reviewType,
    });
    const id = await createManuscript(t, await tokenOf(t, 'author'), journal, {
      title: 'Hidden Hands',
    });
    // Assigned as the reviews module does: an accepted invitation of the open round.
    await forceStatus(t, id, 'under_review');
    await assignReviewer(t, id, reviewer.id);
    return id;
  }

  it('a reviewer of a double-blind journal gets no author name in their invitation', async () => {
    const id = await manuscriptOn('double_blind');
    await t.db.updateTable('users').set({ locale: 'ur' }).where('id', '=', reviewer.id).execute();
    const values = await mergeValuesFor(t.db, {
      manuscriptId: id,
      recipientId: reviewer.id,
      panelUrl: PANEL,
      extra: { ...invitationLinks(PANEL, 7), 'author.name': 'Ada Lovelace0' },
    });
    expect(values['author.name']).toBe('مصنفین');
    expect(values['reviewer.name']).toBe('Rhea Reviewer');
    expect(values['recipient.name']).toBe('Rhea Reviewer');
    expect(values.link).toBe(`https://panel.example/manuscripts/${id}`);
    expect(values.accept_link).toBe('https://panel.example/reviews?invitation=7&respond=accept');
    const letter = await renderMailTemplate(t.db, {
      key: 'reviewer_invitation',
      journalId: null,
      locale: 'en',
      values: { ...values, 'recipient.name': '{{author.name}}' },
    });
    expect(JSON.stringify({ values, letter })).not.toMatch(/Lovelace/);
    await t.db.updateTable('users').set({ locale: null }).where('id', '=', reviewer.id).execute();
  });

  it('a single-blind reviewer reads the authors; an author never reads a blind reviewer', async () => {
    const id = await manuscriptOn('single_blind');
    const asReviewer = await mergeValuesFor(t.db, {
      manuscriptId: id,
      recipientId: reviewer.id,
      panelUrl: PANEL,
    });
    expect(asReviewer['author.name']).toBe('Ada Lovelace0');
    const asAuthor = await mergeValuesFor(t.db, {
      manuscriptId: id,
      recipientId: t.users.author.id,
      panelUrl: PANEL,
      reviewerId: reviewer.id,
      locale: 'de',
    });
    expect(asAuthor['author.name']).toBe('Ada Lovelace0');
    expect(asAuthor['reviewer.name']).toBe('die Gutachterin bzw. der Gutachter');
    expect(asAuthor['editor.name']).toBe('die Redaktion');
    expect(asAuthor['manuscript.title']).toBe('Hidden Hands');
  });
});

describe('templateForNotification', () => {
  it('maps notifications to their letters', () => {
    expect(templateForNotification('reviewInvitation', {})).toBe('reviewer_invitation');
    expect(templateForNotification('revisionRequested', { kind: 'minor' })).toBe(
      'decision_minor_revisions',
    );
    expect(templateForNotification('revisionRequested', { kind: 'major' })).toBe(
      'decision_major_revisions',
    );
    expect(templateForNotification('rejected', { desk: 1 })).toBe('decision_desk_decline');
    expect(templateForNotification('rejected', {})).toBe('decision_reject');
    expect(templateForNotification('reviewOutcome', {})).toBe('review_thank_you');
    expect(templateForNotification('submissionReceived', {})).toBeNull();
  });
});
