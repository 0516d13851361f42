// POST manuscripts/{id}/decisions: the editor-in-chief decides; each decision
// is its transition, in one transaction with the history, the timeline row and
// the audit; letters, reasons and DOIs are checked; nothing is half-written.
import { DECISION_TRANSITIONS, MANUSCRIPT_WORKFLOW } from '@colophon/shared/contracts';
import type { TestApp } from '../../helpers/test-app';
import { tokenOf } from '../manuscripts/helpers/content';
import {
  type DecisionsSuite,
  decisionsSuite,
  completedReview,
  countRows,
  openRound,
} from './helpers';

const suite = decisionsSuite();
let t: TestApp;
let chief: string;
let request: DecisionsSuite['request'];
let manuscriptIn: DecisionsSuite['manuscriptIn'];
beforeAll(() => {
  ({ t, chief, request, manuscriptIn } = suite);
});

const decide = (id: number, token: string | undefined, body: object) =>
  request('POST', `/manuscripts/${id}/decisions`, token, body);

describe('who may decide', () => {
  it.each([
    ['admin', 403],
    ['super-admin', 403],
    ['associate-editor', 403],
    ['reviewer', 403],
    ['author', 403],
    ['editor-in-chief', 200],
  ] as const)('%s: %i', async (role, expected) => {
    const id = await manuscriptIn('submitted');
    const res = await decide(id, await tokenOf(t, role), { decision: 'send_to_review' });
    expect(res.statusCode).toBe(expected);
  });

  it('anonymous: 401; an unassigned reviewer: 404; a forbidden body is not validated', async () => {
    const id = await manuscriptIn('draft');
    expect((await decide(id, undefined, { decision: 'accept' })).statusCode).toBe(401);
    const other = await t.createUser({ roles: ['reviewer'] });
    const token = await t.tokenForUser(other.id);
    expect((await decide(id, token, { decision: 'accept' })).statusCode).toBe(404);
    const associate = await tokenOf(t, 'associate-editor');
    expect((await decide(id, associate, { decision: 'nonsense' })).statusCode).toBe(403);
  });
});

describe('each decision is its transition', () => {
  it('every decision is a transition of the state machine', () => {
    for (const [decision, { from, to }] of Object.entries(DECISION_TRANSITIONS)) {
      for (const status of from) {
        const targets = MANUSCRIPT_WORKFLOW[status].map((tr) => tr.to);
        expect({ decision, status, legal: targets.includes(to) }).toEqual({
          decision,
          status,
          legal: true,
        });
      }
    }
  });

  it.each([
    ['send_to_review', 'submitted', 'under_review', {}],
    ['send_to_review', 'revised', 'under_review', {}],
    ['request_revisions', 'under_review', 'revision_requested', { letter: 'Add the data.' }],
    ['accept', 'under_review', 'accepted', { reason: 'Invited paper.' }],
    ['reject', 'under_review', 'rejected', { letter: 'Out of scope after review.' }],
    ['decline', 'submitted', 'rejected', { letter: 'Out of scope.' }],
    ['publish', 'accepted', 'published', {}],
  ] as const)('%s from %s → %s', async (decision, from, to, extra) => {
    const id = await manuscriptIn(from);
    const res = await decide(id, chief, { decision, ...extra });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Decision recorded successfully');
    const data = res.json().data;
    expect(data.status).toBe(to);
    const letter = 'letter' in extra ? extra.letter : null;
    expect(data.status_history.at(-1)).toMatchObject({
      from_status: from,
      to_status: to,
      notes: letter,
      user: { id: t.users['editor-in-chief'].id },
    });
    const row = await t.db
      .selectFrom('editorial_decisions')
      .selectAll()
      .where('manuscript_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'decision',
      decision,
      letter,
      reason: 'reason' in extra ? extra.reason : null,
      user_id: t.users['editor-in-chief'].id,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity_id', '=', id)
      .where('action', '=', 'status_changed')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!).status).toBe(to);
  });

  it('a decision not possible from the status: 422 on decision, nothing written', async () => {
    const id = await manuscriptIn('draft');
    const res = await decide(id, chief, { decision: 'publish' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.decision[0]).toBe(
      'This decision cannot be taken while the manuscript is draft',
    );
    expect(await countRows(t, 'editorial_decisions', id)).toBe(0);
  });

  it('unknown decisions are a validation error', async () => {
    const id = await manuscriptIn('submitted');
    const res = await decide(id, chief, { decision: 'shelve' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.decision[0]).toMatch(/^The decision must be one of/);
  });
});

describe('letters, reasons and the DOI', () => {
  it.each([
    ['request_revisions', 'under_review'],
    ['reject', 'under_review'],
    ['decline', 'submitted'],
  ] as const)('%s needs a letter (422 on letter, nothing written)', async (decision, from) => {
    const id = await manuscriptIn(from);
    const before = await countRows(t, 'manuscript_status_history', id);
    for (const letter of [undefined, '', '   ']) {
      const res = await decide(id, chief, { decision, letter });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.letter).toEqual(['A decision letter to the author is required']);
    }
    const de = await t.app.inject({
      method: 'POST',
      url: `/api/v1/manuscripts/${id}/decisions`,
      headers: { ...t.authHeader(chief), 'accept-language': 'de' },
      payload: { decision },
    });
    expect(de.json().errors.letter[0]).toMatch(/Entscheidungsschreiben/);
    const row = await t.db
      .selectFrom('manuscripts')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(from);
    expect(await countRows(t, 'editorial_decisions', id)).toBe(0);
    expect(await countRows(t, 'manuscript_status_history', id)).toBe(before);
  });

  it('accepting without a completed review in the round needs a reason, which is stored', async () => {
    const id = await manuscriptIn('under_review');
    const round = await openRound(t, id);
    const bare = await decide(id, chief, { decision: 'accept' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.reason).toEqual([
      'State why the manuscript is accepted without a completed review',
    ]);
    const timeline = await request('GET', `/manuscripts/${id}/decisions`, chief);
    expect(timeline.json().meta).toMatchObject({ accept_needs_reason: true });
    await completedReview(t, id, round, t.users.reviewer.id);
    const after = await request('GET', `/manuscripts/${id}/decisions`, chief);
    expect(after.json().meta).toMatchObject({ accept_needs_reason: false });
    const ok = await decide(id, chief, { decision: 'accept' });
    expect(ok.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('editorial_decisions')
      .selectAll()
      .where('manuscript_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ decision: 'accept', round_id: round, reason: null });
  });

  it('a completed review of an earlier round does not count', async () => {
    const id = await manuscriptIn('revised');
    const first = await openRound(t, id, 1);
    await completedReview(t, id, first, t.users.reviewer.id);
    await openRound(t, id, 2);
    expect((await decide(id, chief, { decision: 'accept' })).statusCode).toBe(422);
    const ok = await decide(id, chief, { decision: 'accept', reason: 'Only typos left.' });
    expect(ok.statusCode).toBe(200);
  });

  it('publishing records the date (default now) and a format-checked DOI', async () => {
    const id = await manuscriptIn('accepted');
    const bad = await decide(id, chief, { decision: 'publish', doi: 'doi:10.1/x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.doi).toEqual(['Invalid DOI format (e.g., 10.1000/xyz123)']);
    const badDate = await decide(id, chief, { decision: 'publish', published_at: 'soon' });
    expect(badDate.json().errors.published_at).toEqual([
      'The publication date must be a valid date',
    ]);
    const res = await decide(id, chief, {
      decision: 'publish',
      doi: '10.1234/colophon.42',
      published_at: '2026-03-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'published',
      doi: '10.1234/colophon.42',
      published_at: '2026-03-01T00:00:00.000Z',
    });
    const other = await manuscriptIn('accepted');
    const before = Date.now();
    const now = await decide(other, chief, { decision: 'publish' });
    expect(Date.parse(now.json().data.published_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(now.json().data.doi).toBeNull();
  });
});

describe('the status call', () => {
  const setStatus = (id: number, token: string, payload: object) =>
    request('POST', `/manuscripts/${id}/status`, token, payload);

  it.each([
    ['under_review', 'revision_requested'],
    ['under_review', 'rejected'],
    ['submitted', 'rejected'],
  ] as const)('%s → %s needs notes (the letter): 422 on notes', async (from, to) => {
    const id = await manuscriptIn(from);
    const res = await setStatus(id, chief, { status: to, notes: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.notes).toEqual(['Notes to the author are required for this decision']);
    expect(await countRows(t, 'editorial_decisions', id)).toBe(0);
  });

  it('records the decision it stands for in the timeline', async () => {
    const id = await manuscriptIn('submitted');
    expect((await setStatus(id, chief, { status: 'rejected', notes: 'No.' })).statusCode).toBe(200);
    const timeline = (await request('GET', `/manuscripts/${id}/decisions`, chief)).json().data;
    expect(timeline).toMatchObject([{ kind: 'decision', decision: 'decline', letter: 'No.' }]);
  });

  it('an associate editor sends to review and withdraws but takes no decision', async () => {
    const associate = await tokenOf(t, 'associate-editor');
    const id = await manuscriptIn('under_review');
    const detail = (await request('GET', `/manuscripts/${id}`, associate)).json().data;
    expect(detail.allowed_transitions).toEqual(['withdrawn']);
    expect(detail.allowed_decisions).toEqual([]);
    expect(detail.permissions).toMatchObject({ decide: false, delete: false });
    for (const status of ['accepted', 'rejected', 'revision_requested']) {
      const res = await setStatus(id, associate, { status, notes: 'x' });
      expect({ status, code: res.statusCode }).toEqual({ status, code: 422 });
      expect(res.json().allowed).toEqual(['withdrawn']);
    }
    const accepted = await manuscriptIn('accepted');
    expect((await setStatus(accepted, associate, { status: 'published' })).statusCode).toBe(422);
    const submitted = await manuscriptIn('submitted');
    expect((await setStatus(submitted, associate, { status: 'under_review' })).statusCode).toBe(
      200,
    );
    expect((await request('DELETE', `/manuscripts/${submitted}`, associate)).statusCode).toBe(403);
    expect((await request('DELETE', `/manuscripts/${submitted}`, chief)).statusCode).toBe(200);
  });
});
