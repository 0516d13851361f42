// GET dashboard per role: the parts each role gets, each counted as the screen
// it links to counts it, and the recent activity each may see, in message codes.
import { renderMessage, type RoleName } from '@colophon/shared/contracts';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { insertJournal } from '../manuscripts/helpers/content';
import {
  acceptedInvitation,
  api,
  inReview,
  invite,
  moveTo,
  newReviewer,
  request,
  tokenOf,
} from '../reviews/helpers';

let t: TestApp;
let journalId: number;
beforeAll(async () => {
  t = await buildTestApp();
  journalId = await insertJournal(t);
});
afterAll(async () => t.close());

const dashboardOf = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: api('/dashboard'),
    headers: t.authHeader(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const dashboardFor = async (role: RoleName) => dashboardOf(await t.tokenFor(role));
const queueTotal = async (query: string) =>
  (await request(t, 'GET', `/editorial-queue?${query}`, await tokenOf(t, 'editor-in-chief'))).json()
    .meta;

describe('the parts of each role', () => {
  it.each([
    ['admin', ['platform']],
    ['super-admin', ['platform']],
    ['editor-in-chief', ['editorial']],
    ['associate-editor', ['editorial']],
    ['reviewer', ['reviews']],
    ['author', ['submissions']],
  ] as const)('%s gets %j and null for the others', async (role, views) => {
    const data = await dashboardFor(role);
    expect(data.views).toEqual(views);
    for (const part of ['platform', 'editorial', 'reviews', 'submissions'])
      expect(data[part] === null).toBe(!(views as readonly string[]).includes(part));
  });

  it('gives a user holding several roles every part they allow, in page order', async () => {
    const both = await t.createUser({ roles: ['author', 'reviewer'] });
    const data = await dashboardOf(await t.tokenForUser(both.id));
    expect(data.views).toEqual(['reviews', 'submissions']);
  });

  it('gives a user without roles their submissions', async () => {
    const none = await t.createUser({ roles: [] });
    const data = await dashboardOf(await t.tokenForUser(none.id));
    expect(data.views).toEqual(['submissions']);
    expect(data.submissions.total).toBe(0);
  });
});

describe('editors', () => {
  it('count the queue as GET editorial-queue does with the same filters', async () => {
    await inReview(t, journalId);
    const { editorial } = await dashboardFor('editor-in-chief');
    const all = await queueTotal('per_page=1');
    expect(editorial.stage_counts).toEqual(all.stage_counts);
    expect(editorial.stage_counts.awaiting_reviewers).toBeGreaterThan(0);
    expect(editorial.overdue).toBe((await queueTotal('per_page=1&overdue=1')).total);
    expect(editorial.decisions_due).toBe(all.stage_counts.reviews_complete);
    expect(editorial.assigned_to_me).toBe(0);
  });
});

describe('reviewers', () => {
  it('see their own open invitations and reviews due, soonest first', async () => {
    const reviewer = await newReviewer(t);
    const other = await newReviewer(t);
    const a = await inReview(t, journalId, { title: 'Accepted later due' });
    const b = await inReview(t, journalId, { title: 'Accepted sooner due' });
    const c = await inReview(t, journalId, { title: 'Only invited' });
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await acceptedInvitation(t, a, reviewer);
    const sooner = await invite(t, b, reviewer.id, { due_date: soon });
    await request(t, 'POST', `/invitations/${sooner.json().data.id}/accept`, reviewer.token);
    await invite(t, c, reviewer.id);
    await invite(t, c, other.id);

    const { reviews } = await dashboardOf(reviewer.token);
    expect(reviews).toMatchObject({ open_invitations: 1, reviews_due: 2, overdue: 0 });
    expect(reviews.next_due.map((r: { manuscript: { id: number } }) => r.manuscript.id)).toEqual([
      b,
      a,
    ]);
    const listed = await request(t, 'GET', '/reviews/assignments?status=invited', reviewer.token);
    expect(listed.json().meta.total).toBe(reviews.open_invitations);
  });
});

describe('authors', () => {
  it('see their own submissions by status and the revisions asked of them', async () => {
    const author = await t.createUser({ roles: ['author'] });
    const token = await t.tokenForUser(author.id);
    const { createManuscript, forceStatus } = await import('../manuscripts/helpers/content');
    const draft = await createManuscript(t, token, journalId, { title: 'A draft' });
    const revise = await createManuscript(t, token, journalId, { title: 'Needs revising' });
    await forceStatus(t, revise, 'submitted');
    await moveTo(t, revise, 'under_review');
    await moveTo(t, revise, 'revision_requested');
    await inReview(t, journalId); // someone else's

    const { submissions } = await dashboardOf(token);
    expect(submissions.total).toBe(2);
    expect(submissions.by_status).toMatchObject({ draft: 1, revision_requested: 1, accepted: 0 });
    expect(submissions.action_required).toEqual([
      expect.objectContaining({ id: revise, title: 'Needs revising' }),
    ]);
    expect(draft).toBeGreaterThan(0);
  });
});

describe('recent activity', () => {
  it('speaks message codes, rendered in each language, with the record to open', async () => {
    const adminToken = await t.tokenFor('admin');
    const { id } = await t.createUser({ roles: ['author'], name: 'Activity Person' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: api(`/users/${id}`),
      headers: t.authHeader(adminToken),
    });
    expect(deleted.statusCode).toBe(200);
    await request(t, 'POST', '/auth/login', undefined, {
      email: 'admin@test.local',
      password: 'secret-password',
    });

    const [latest] = (await dashboardFor('admin')).recent_activity;
    expect(latest).toMatchObject({
      type: 'user',
      action: 'deleted',
      title: 'activity.user.deleted.title',
      actor: { id: t.users.admin.id, name: 'The admin' },
      link: `/users/${id}`,
    });
    expect(renderMessage(latest.description, 'en')).toBe(
      'The admin deleted user “Activity Person”',
    );
    expect(renderMessage(latest.description, 'de')).toBe(
      'The admin hat den Benutzer „Activity Person“ gelöscht',
    );
    expect(renderMessage(latest.title, 'ur')).toBe('صارف حذف ہوا');
  });

  it('names the categories on a reorder instead of a "#?" placeholder', async () => {
    const adminToken = await t.tokenFor('admin');
    const made = await request(t, 'POST', '/categories', adminToken, { name: 'Reorder me' });
    expect(made.statusCode).toBe(201);
    const res = await request(t, 'POST', '/categories/reorder', adminToken, {
      orders: [{ id: made.json().data.id, parent_id: null, order: 3 }],
    });
    expect(res.statusCode).toBe(200);
    const [latest] = (await dashboardFor('admin')).recent_activity;
    expect(latest).toMatchObject({ type: 'category', action: 'reordered', link: '/categories' });
    expect(renderMessage(latest.description, 'en')).toBe('The admin reordered the categories');
  });

  it('names the manuscript of an answered invitation by its title, not its number', async () => {
    const reviewer = await newReviewer(t);
    const id = await inReview(t, journalId, { title: 'Soil carbon under shade trees' });
    await acceptedInvitation(t, id, reviewer);
    const { recent_activity: items } = await dashboardOf(reviewer.token);
    const accepted = items.find(
      (item: { action: string }) => item.action === 'review_invitation_accepted',
    );
    expect(accepted).toMatchObject({ link: `/manuscripts/${id}` });
    const text = renderMessage(accepted.description, 'en');
    expect(text).toContain('Soil carbon under shade trees');
    expect(text).not.toContain(`#${id}`);
  });

  it('shows editors the content records and never another user’s account', async () => {
    const { recent_activity: items } = await dashboardFor('associate-editor');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items as { type: string; actor: { id: number } | null }[])
      expect(
        ['manuscript', 'journal', 'category'].includes(item.type) ||
          item.actor?.id === t.users['associate-editor'].id,
      ).toBe(true);
  });

  it('shows an author their own actions and the status changes of their own manuscripts', async () => {
    const author = await t.createUser({ roles: ['author'] });
    const token = await t.tokenForUser(author.id);
    const { createManuscript, forceStatus } = await import('../manuscripts/helpers/content');
    const mine = await createManuscript(t, token, journalId, { title: 'Mine to follow' });
    await forceStatus(t, mine, 'submitted');
    await moveTo(t, mine, 'under_review');
    await inReview(t, journalId, { title: 'Not mine' });

    const { recent_activity: items } = await dashboardOf(token);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items as { type: string; link: string | null; actor: { id: number } }[]) {
      const own = item.actor?.id === author.id;
      expect(own || (item.type === 'manuscript' && item.link === `/manuscripts/${mine}`)).toBe(
        true,
      );
    }
    expect(items).toContainEqual(
      expect.objectContaining({ action: 'status_changed', link: `/manuscripts/${mine}` }),
    );
    expect(items.every((a: { type: string }) => a.type !== 'session')).toBe(true);
  });
});

it('needs a sign-in', async () => {
  const res = await t.app.inject({ method: 'GET', url: api('/dashboard') });
  expect(res.statusCode).toBe(401);
});
