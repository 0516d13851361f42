// The handling editor (assigned by the editor-in-chief), the associate
// editor's recommendation, and who reads what of the decision timeline.
import type { TestApp } from '../../helpers/test-app';
import { forceStatus, tokenOf } from '../manuscripts/helpers/content';
import { type DecisionsSuite, decisionsSuite, countRows, openRound } from './helpers';

const suite = decisionsSuite();
let t: TestApp;
let author: string;
let chief: string;
let associate: string;
let request: DecisionsSuite['request'];
let manuscriptIn: DecisionsSuite['manuscriptIn'];
beforeAll(() => {
  ({ t, chief, author, associate, request, manuscriptIn } = suite);
});

const setHandling = (id: number, token: string | undefined, user_id: unknown) =>
  request('PUT', `/manuscripts/${id}/handling-editor`, token, { user_id });
const recommend = (id: number, token: string | undefined, body: object) =>
  request('POST', `/manuscripts/${id}/recommendations`, token, body);

describe('PUT manuscripts/{id}/handling-editor', () => {
  it('the editor-in-chief assigns an associate editor; the detail names them', async () => {
    const id = await manuscriptIn('submitted');
    const res = await setHandling(id, chief, t.users['associate-editor'].id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Handling editor updated successfully');
    const named = { id: t.users['associate-editor'].id, name: t.users['associate-editor'].name };
    expect(res.json().data.handling_editor).toEqual(named);
    for (const token of [associate, author]) {
      const detail = (await request('GET', `/manuscripts/${id}`, token)).json().data;
      expect(detail.handling_editor).toEqual(named);
    }
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity_id', '=', id)
      .where('action', '=', 'handling_editor_assigned')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!).handling_editor_id).toBe(named.id);
    const cleared = await setHandling(id, chief, null);
    expect(cleared.json().data.handling_editor).toBeNull();
  });

  it.each([
    ['admin', 403],
    ['super-admin', 403],
    ['associate-editor', 403],
    ['reviewer', 403],
    ['author', 403],
  ] as const)('%s: %i', async (role, expected) => {
    const id = await manuscriptIn('submitted');
    const res = await setHandling(id, await tokenOf(t, role), t.users['associate-editor'].id);
    expect(res.statusCode).toBe(expected);
  });

  it('anonymous 401; only editors may handle; closed manuscripts refuse', async () => {
    const id = await manuscriptIn('submitted');
    expect((await setHandling(id, undefined, null)).statusCode).toBe(401);
    const wrong = await setHandling(id, chief, t.users.reviewer.id);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.user_id).toEqual([
      'The handling editor must hold the associate-editor or editor-in-chief role',
    ]);
    const malformed = await setHandling(id, chief, 'someone');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.user_id).toEqual([
      'The handling editor must be a user id or null',
    ]);
    expect((await setHandling(id, chief, t.users['editor-in-chief'].id)).statusCode).toBe(200);
    const closed = await manuscriptIn('published');
    expect((await setHandling(closed, chief, null)).statusCode).toBe(422);
    const detail = (await request('GET', `/manuscripts/${closed}`, chief)).json().data;
    expect(detail.permissions.assign_handling_editor).toBe(false);
  });
});

describe('GET manuscripts/{id}/handling-editor-candidates', () => {
  it('lists the associate editors, then the editors-in-chief (editor-in-chief only)', async () => {
    const id = await manuscriptIn('submitted');
    const res = await request('GET', `/manuscripts/${id}/handling-editor-candidates`, chief);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; roles: string[] }[];
    expect(data.map((u) => u.id)).toEqual(
      expect.arrayContaining([t.users['associate-editor'].id, t.users['editor-in-chief'].id]),
    );
    expect(data.every((u) => u.roles.length > 0)).toBe(true);
    expect(data.findIndex((u) => u.id === t.users['associate-editor'].id)).toBeLessThan(
      data.findIndex((u) => u.id === t.users['editor-in-chief'].id),
    );
    expect(data.map((u) => u.id)).not.toContain(t.users.reviewer.id);
    for (const token of [associate, author, await tokenOf(t, 'admin')]) {
      const denied = await request('GET', `/manuscripts/${id}/handling-editor-candidates`, token);
      expect(denied.statusCode).toBe(403);
    }
  });
});

describe('POST manuscripts/{id}/recommendations', () => {
  it('any associate editor while none handles it; then only the handling one', async () => {
    const id = await manuscriptIn('under_review');
    const round = await openRound(t, id);
    const res = await recommend(id, associate, {
      recommendation: 'minor_revisions',
      notes: 'Two small fixes.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Recommendation recorded successfully',
      data: {
        kind: 'recommendation',
        decision: 'minor_revisions',
        notes: 'Two small fixes.',
        letter: null,
        round: 1,
        user: { id: t.users['associate-editor'].id },
      },
    });
    const row = await t.db
      .selectFrom('editorial_decisions')
      .selectAll()
      .where('manuscript_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.round_id).toBe(round);

    const other = await t.createUser({ roles: ['associate-editor'] });
    const otherToken = await t.tokenForUser(other.id);
    await setHandling(id, chief, other.id);
    expect((await recommend(id, associate, { recommendation: 'reject' })).statusCode).toBe(403);
    const detail = (await request('GET', `/manuscripts/${id}`, associate)).json().data;
    expect(detail.permissions.recommend).toBe(false);
    expect((await recommend(id, otherToken, { recommendation: 'accept' })).statusCode).toBe(201);
  });

  it.each([
    ['admin', 403],
    ['editor-in-chief', 403],
    ['reviewer', 403],
    ['author', 403],
  ] as const)('%s: %i', async (role, expected) => {
    const id = await manuscriptIn('under_review');
    const res = await recommend(id, await tokenOf(t, role), { recommendation: 'accept' });
    expect(res.statusCode).toBe(expected);
  });

  it('only while under review or revised, with a known recommendation', async () => {
    const id = await manuscriptIn('submitted');
    const early = await recommend(id, associate, { recommendation: 'accept' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.recommendation).toEqual([
      'A recommendation can only be recorded while the manuscript is under review or revised',
    ]);
    await forceStatus(t, id, 'revised');
    const unknown = await recommend(id, associate, { recommendation: 'maybe' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.recommendation[0]).toMatch(/must be one of/);
    expect(await countRows(t, 'editorial_decisions', id)).toBe(0);
    expect((await recommend(id, associate, { recommendation: 'accept' })).statusCode).toBe(201);
    expect(await countRows(t, 'editorial_decisions', id)).toBe(1);
  });
});

describe('GET manuscripts/{id}/decisions: who reads what', () => {
  let id: number;
  beforeAll(async () => {
    id = await manuscriptIn('under_review');
    await openRound(t, id);
    await recommend(id, associate, { recommendation: 'major_revisions', notes: 'Secret advice.' });
    await request('POST', `/manuscripts/${id}/decisions`, chief, {
      decision: 'request_revisions',
      letter: 'Please add the loss measurements.',
    });
  });

  it('the editors see decisions and recommendations, with who took them', async () => {
    const res = await request('GET', `/manuscripts/${id}/decisions`, chief);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject([
      { kind: 'recommendation', decision: 'major_revisions', notes: 'Secret advice.' },
      {
        kind: 'decision',
        decision: 'request_revisions',
        letter: 'Please add the loss measurements.',
        user: { id: t.users['editor-in-chief'].id },
        round: 1,
      },
    ]);
    expect(res.json().meta).toEqual({
      allowed_decisions: [],
      may_recommend: false,
      accept_needs_reason: false,
    });
  });

  it('the author sees the decision and its letter, never the recommendation', async () => {
    const res = await request('GET', `/manuscripts/${id}/decisions`, author);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        kind: 'decision',
        letter: 'Please add the loss measurements.',
        user: null,
        reason: null,
      }),
    ]);
    expect(res.body).not.toContain('Secret advice');
  });

  it('an assigned reviewer sees no letters; others 404; anonymous 401', async () => {
    const reviewer = await request(
      'GET',
      `/manuscripts/${id}/decisions`,
      await tokenOf(t, 'reviewer'),
    );
    expect(reviewer.json().data).toEqual([expect.objectContaining({ letter: null, user: null })]);
    expect(reviewer.body).not.toContain('Secret advice');
    const stranger = await t.createUser({ roles: ['author'] });
    const token = await t.tokenForUser(stranger.id);
    expect((await request('GET', `/manuscripts/${id}/decisions`, token)).statusCode).toBe(404);
    expect((await request('GET', `/manuscripts/${id}/decisions`)).statusCode).toBe(401);
  });
});
