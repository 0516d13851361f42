// GET editorial-queue: stages from status and the latest round's invitations,
// counts per stage, filters (assigned, overdue), sorting and paging.
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import {
  createManuscript,
  forceStatus,
  insertJournal,
  tokenOf,
  withTempDataDir,
} from '../manuscripts/helpers/content';
import { ageStage, call, invite, openRound } from './helpers';

withTempDataDir();
let t: TestApp;
let chief: string;
let request: ReturnType<typeof call>;
const ids: Record<string, number> = {};
let reviewers: number[];

beforeAll(async () => {
  t = await buildTestApp();
  request = call(t);
  const journal = await insertJournal(t);
  const author = await tokenOf(t, 'author');
  chief = await tokenOf(t, 'editor-in-chief');
  reviewers = [t.users.reviewer.id];
  for (let i = 0; i < 3; i++) reviewers.push((await t.createUser({ roles: ['reviewer'] })).id);
  const make = async (key: string, status: string, title: string) => {
    ids[key] = await createManuscript(t, author, journal, { title });
    await forceStatus(t, ids[key]!, status);
  };
  await make('draft', 'draft', 'Zeta draft');
  await make('new', 'submitted', 'Beta new');
  await make('awaiting', 'under_review', 'Gamma awaiting');
  await make('progress', 'under_review', 'Delta progress');
  await make('complete', 'under_review', 'Epsilon complete');
  await make('revised', 'revised', 'Alpha revised');
  await make('accepted', 'accepted', 'Eta accepted');
  await make('published', 'published', 'Theta published');

  // awaiting: one accepted, one declined, one overdue unanswered invitation.
  let round = await openRound(t, ids.awaiting!);
  await invite(t, round, ids.awaiting!, reviewers[0]!, 'accepted');
  await invite(t, round, ids.awaiting!, reviewers[1]!, 'declined');
  await invite(t, round, ids.awaiting!, reviewers[2]!, 'invited', -2);
  // progress: two accepted, one of them completed.
  round = await openRound(t, ids.progress!);
  await invite(t, round, ids.progress!, reviewers[0]!, 'accepted');
  await invite(t, round, ids.progress!, reviewers[1]!, 'completed');
  // complete: round 1 had an open invitation, round 2 has both completed.
  const first = await openRound(t, ids.complete!, 1);
  await invite(t, first, ids.complete!, reviewers[0]!, 'accepted');
  round = await openRound(t, ids.complete!, 2);
  await invite(t, round, ids.complete!, reviewers[0]!, 'completed');
  await invite(t, round, ids.complete!, reviewers[1]!, 'completed');

  await ageStage(t, ids.new!, 20);
  await ageStage(t, ids.revised!, 3);
  await t.db
    .updateTable('manuscripts')
    .set({ handling_editor_id: t.users['associate-editor'].id })
    .where('id', 'in', [ids.progress!, ids.revised!])
    .execute();
});
afterAll(async () => t.close());

const queue = async (query = '', token = chief) => {
  const res = await request('GET', `/editorial-queue${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const stageOf = (body: { data: { id: number; stage: string }[] }) =>
  Object.fromEntries(body.data.map((item) => [item.id, item.stage]));

describe('GET editorial-queue', () => {
  it('editors and admins only; the query is validated after authorisation', async () => {
    for (const role of ['admin', 'super-admin', 'associate-editor', 'editor-in-chief'] as const) {
      expect((await request('GET', '/editorial-queue', await tokenOf(t, role))).statusCode).toBe(
        200,
      );
    }
    for (const role of ['reviewer', 'author'] as const) {
      const res = await request('GET', '/editorial-queue?stage=bogus', await tokenOf(t, role));
      expect(res.statusCode).toBe(403);
    }
    expect((await request('GET', '/editorial-queue')).statusCode).toBe(401);
    const bad = await request('GET', '/editorial-queue?stage=bogus&sort=x', chief);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['sort', 'stage']);
  });

  it('puts every open manuscript in its stage, with counts and invitation figures', async () => {
    const body = await queue();
    expect(stageOf(body)).toEqual({
      [ids.new!]: 'new_submissions',
      [ids.awaiting!]: 'awaiting_reviewers',
      [ids.progress!]: 'reviews_in_progress',
      [ids.complete!]: 'reviews_complete',
      [ids.revised!]: 'revisions_submitted',
      [ids.accepted!]: 'accepted',
    });
    expect(body.meta).toEqual({
      current_page: 1,
      per_page: 15,
      last_page: 1,
      total: 6,
      journals: [],
      journal_id: 'all',
      stage_counts: {
        new_submissions: 1,
        awaiting_reviewers: 1,
        reviews_in_progress: 1,
        reviews_complete: 1,
        revisions_submitted: 1,
        accepted: 1,
      },
    });
    const byId = new Map(body.data.map((item: { id: number }) => [item.id, item]));
    expect(byId.get(ids.awaiting!)).toMatchObject({
      round: 1,
      invitations: { accepted: 1, completed: 0, pending: 1, overdue: 1 },
      overdue: true,
      handling_editor: null,
    });
    expect(byId.get(ids.complete!)).toMatchObject({
      round: 2,
      invitations: { accepted: 2, completed: 2, pending: 0, overdue: 0 },
      overdue: false,
    });
    expect(byId.get(ids.progress!)).toMatchObject({
      handling_editor: { id: t.users['associate-editor'].id },
      invitations: { accepted: 2, completed: 1 },
    });
    expect(byId.get(ids.new!)).toMatchObject({ days_in_stage: 20, overdue: true, round: null });
    expect(byId.get(ids.revised!)).toMatchObject({ days_in_stage: 3, overdue: false });
  });

  it('filters by stage, handling editor and overdue (counts follow all but the stage)', async () => {
    const stage = await queue('?stage=reviews_complete');
    expect(stage.data.map((i: { id: number }) => i.id)).toEqual([ids.complete]);
    expect(stage.meta.total).toBe(1);
    expect(stage.meta.stage_counts.new_submissions).toBe(1);

    const mine = await queue('?assigned=me', await tokenOf(t, 'associate-editor'));
    expect(mine.data.map((i: { id: number }) => i.id).sort()).toEqual(
      [ids.progress, ids.revised].sort(),
    );
    expect(mine.meta.stage_counts).toMatchObject({ reviews_in_progress: 1, new_submissions: 0 });
    const unassigned = await queue('?assigned=unassigned');
    expect(unassigned.meta.total).toBe(4);

    const overdue = await queue('?overdue=1');
    expect(overdue.data.map((i: { id: number }) => i.id).sort()).toEqual(
      [ids.new, ids.awaiting].sort(),
    );
    expect((await queue('?overdue=0')).meta.total).toBe(6);
  });

  it('sorts by title, days in stage and submission date, and pages', async () => {
    const titles = (body: { data: { title: string }[] }) => body.data.map((i) => i.title);
    const asc = await queue('?sort=title');
    expect(titles(asc)).toEqual([...titles(asc)].sort());
    expect(titles(await queue('?sort=title&direction=desc'))).toEqual([...titles(asc)].reverse());
    const oldest = await queue('?sort=days_in_stage&direction=desc');
    expect(oldest.data[0].id).toBe(ids.new);
    const days = oldest.data.map((i: { days_in_stage: number }) => i.days_in_stage);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    const newest = await queue('?sort=days_in_stage&direction=asc');
    expect(newest.data.at(-1).id).toBe(ids.new);
    expect((await queue('?sort=submission_date')).meta.total).toBe(6);
    const page = await queue('?sort=title&per_page=4&page=2');
    expect(titles(page)).toEqual(titles(asc).slice(4));
    expect(page.meta).toMatchObject({ current_page: 2, per_page: 4, last_page: 2, total: 6 });
  });
});

describe('GET editorial-queue: journals, teams and search', () => {
  const more: Record<string, number> = {};
  let teamed: number;
  let other: number;
  let teamChief: string;
  let admin: string;
  const idsOf = (body: { data: { id: number }[] }) => body.data.map((i) => i.id).sort();
  const at = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

  beforeAll(async () => {
    admin = await tokenOf(t, 'admin');
    const chiefUser = await t.createUser({ roles: ['editor-in-chief'], name: 'Team Chief' });
    const otherChief = await t.createUser({ roles: ['editor-in-chief'] });
    const teamAssociate = await t.createUser({ roles: ['associate-editor'] });
    teamChief = await t.tokenForUser(chiefUser.id);
    teamed = await insertJournal(t, { title: 'Teamed Journal' });
    other = await insertJournal(t, { title: 'Other Journal' });
    for (const [journal, chiefs, associates] of [
      [teamed, [chiefUser.id], [teamAssociate.id]],
      [other, [otherChief.id], []],
    ] as const) {
      const res = await request('PUT', `/journals/${journal}/team`, admin, {
        editors_in_chief: chiefs,
        associate_editors: associates,
      });
      expect(res.statusCode).toBe(200);
    }
    const author = await tokenOf(t, 'author');
    const make = async (key: string, journal: number, title: string, submittedDaysAgo: number) => {
      more[key] = await createManuscript(t, author, journal, { title });
      await forceStatus(t, more[key]!, 'submitted');
      await t.db
        .updateTable('manuscripts')
        .set({ submission_date: at(submittedDaysAgo) })
        .where('id', '=', more[key]!)
        .execute();
    };
    await make('older', teamed, 'Optics half%_done', 9);
    await make('newer', teamed, 'Lenses and light', 1);
    await make('middle', teamed, 'Optics of fog', 4);
    await make('elsewhere', other, 'Bridges', 2);
    // The newest submission waited in its stage the least: "longest in stage" would put it last.
    await ageStage(t, more.newer!, 0);
    await ageStage(t, more.older!, 6);
    await ageStage(t, more.middle!, 3);
  });

  it("an editor sees the journals they edit; the queue opens on their team's journals", async () => {
    const first = await queue('', teamChief);
    expect(first.meta.journal_id).toBe('mine');
    expect(first.meta.journals).toEqual([{ id: teamed, title: 'Teamed Journal' }]);
    expect(idsOf(first)).toEqual([more.older, more.newer, more.middle].sort());
    expect(first.meta.stage_counts.new_submissions).toBe(3);

    // All: their team's journal and the journal whose team names no editor-in-chief, not the other team's.
    const all = await queue('?journal_id=all', teamChief);
    expect(all.meta.journal_id).toBe('all');
    expect(idsOf(all)).toEqual(
      [more.older, more.newer, more.middle, ...Object.values(ids)]
        .filter((id) => id !== ids.draft && id !== ids.published)
        .sort(),
    );
    expect(idsOf(await queue(`?journal_id=${other}`, teamChief))).toEqual([]);
    expect(idsOf(await queue(`?journal_id=${teamed}`, teamChief))).toHaveLength(3);
  });

  it('an editor on no team sees the journals without a team for their role, and what they handle', async () => {
    const body = await queue('');
    expect(body.meta).toMatchObject({ journal_id: 'all', journals: [] });
    expect(idsOf(body)).not.toContain(more.newer);
    expect(idsOf(body)).not.toContain(more.elsewhere);
    expect(body.meta.total).toBe(6);

    await t.db
      .updateTable('manuscripts')
      .set({ handling_editor_id: t.users['editor-in-chief'].id })
      .where('id', '=', more.elsewhere!)
      .execute();
    expect(idsOf(await queue(''))).toContain(more.elsewhere);
    await t.db
      .updateTable('manuscripts')
      .set({ handling_editor_id: null })
      .where('id', '=', more.elsewhere!)
      .execute();

    // The other journal names no associate editor: every associate editor works it.
    const associate = await queue('', await tokenOf(t, 'associate-editor'));
    expect(idsOf(associate)).toContain(more.elsewhere);
    expect(idsOf(associate)).not.toContain(more.newer);
  });

  it('administrators see every journal', async () => {
    const body = await queue('', admin);
    expect(body.meta.journal_id).toBe('all');
    expect(body.meta.total).toBe(10);
  });

  it('searches titles (case-insensitive, % and _ plain) and MS numbers', async () => {
    expect(idsOf(await queue('?search=optics', teamChief))).toEqual(
      [more.older, more.middle].sort(),
    );
    expect(idsOf(await queue(`?search=${encodeURIComponent('f%_')}`, teamChief))).toEqual([
      more.older,
    ]);
    expect(idsOf(await queue(`?search=${encodeURIComponent('%_D')}`, teamChief))).toEqual([
      more.older,
    ]);
    expect(idsOf(await queue('?search=%25', admin))).toEqual([more.older]);
    expect(idsOf(await queue(`?search=MS-${more.newer}`, teamChief))).toEqual([more.newer]);
    expect(idsOf(await queue(`?search=${more.newer}`, teamChief))).toEqual([more.newer]);
    // Another journal's manuscript is not found by its number either.
    expect(idsOf(await queue(`?search=MS-${more.elsewhere}&journal_id=all`, teamChief))).toEqual(
      [],
    );
    const long = await request('GET', `/editorial-queue?search=${'x'.repeat(201)}`, teamChief);
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['search']);
    const bad = await request('GET', '/editorial-queue?journal_id=yours', teamChief);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['journal_id']);
  });

  it('lists new submissions newest submission first; other views keep longest in stage first', async () => {
    const stage = await queue('?stage=new_submissions', teamChief);
    expect(stage.data.map((i: { id: number }) => i.id)).toEqual([
      more.newer,
      more.middle,
      more.older,
    ]);
    const everything = await queue('', teamChief);
    expect(everything.data.map((i: { id: number }) => i.id)).toEqual([
      more.older,
      more.middle,
      more.newer,
    ]);
    const days = everything.data.map((i: { days_in_stage: number }) => i.days_in_stage);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    const bySubmission = await queue(
      '?stage=new_submissions&sort=submission_date&direction=asc',
      teamChief,
    );
    expect(bySubmission.data[0].id).toBe(more.older);
  });

  it('GET reviews/assignments has the same scope for editors', async () => {
    const reviewer = t.users.reviewer.id;
    const teamedRound = await openRound(t, more.newer!);
    await invite(t, teamedRound, more.newer!, reviewer, 'invited');
    const otherRound = await openRound(t, more.elsewhere!);
    await invite(t, otherRound, more.elsewhere!, reviewer, 'invited');
    const manuscriptsOf = async (token: string) => {
      const res = await request('GET', '/reviews/assignments?per_page=100', token);
      expect(res.statusCode).toBe(200);
      return new Set(res.json().data.map((a: { manuscript: { id: number } }) => a.manuscript.id));
    };
    const chiefSees = await manuscriptsOf(teamChief);
    expect(chiefSees.has(more.newer)).toBe(true);
    expect(chiefSees.has(more.elsewhere)).toBe(false);
    const adminSees = await manuscriptsOf(admin);
    expect(adminSees.has(more.newer) && adminSees.has(more.elsewhere)).toBe(true);
    const reviewerSees = await manuscriptsOf(await tokenOf(t, 'reviewer'));
    expect(reviewerSees.has(more.newer) && reviewerSees.has(more.elsewhere)).toBe(true);
  });
});
