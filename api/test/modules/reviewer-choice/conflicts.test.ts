// Conflicts of interest screened at selection: each kind shown on the
// candidates, an invitation refused without an override reason (nothing
// written) and accepted with one (the reason kept on the invitation, shown to
// editors, logged in the audit), alternates screened like the reviewer.
import type { TestApp } from '../../helpers/test-app';
import { insertJournal, manuscriptFields, postManuscript } from '../manuscripts/helpers/content';
import {
  inReview,
  invite,
  newReviewer,
  request,
  snapshot,
  tokenOf,
  reviewsSuite,
} from '../reviews/helpers';

const suite = reviewsSuite();
let t: TestApp;
let journal: number;
beforeAll(() => {
  ({ t, journal } = suite);
});

type Conflict = { kind: string; detail: string | null };
type Candidate = {
  id: number;
  conflicts: Conflict[];
  author_suggested: { reason: string | null } | null;
};

const editorToken = () => tokenOf(t, 'editor-in-chief');

/** The candidate as the finder shows it (found by name). */
async function candidate(manuscriptId: number, reviewer: { id: number; name: string }) {
  const res = await request(
    t,
    'GET',
    `/manuscripts/${manuscriptId}/reviewer-candidates?search=${encodeURIComponent(reviewer.name)}`,
    await editorToken(),
  );
  expect(res.statusCode).toBe(200);
  const found = (res.json().data as Candidate[]).find((c) => c.id === reviewer.id);
  expect(found).toBeDefined();
  return found!;
}

async function submitterOf(id: number) {
  return (
    await t.db
      .selectFrom('manuscripts')
      .select('submitter_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).submitter_id;
}

async function addPublication(userId: number, title: string, doi: string | null) {
  const now = new Date().toISOString();
  await t.db
    .insertInto('publications')
    .values({
      user_id: userId,
      title,
      doi,
      type: 'journal_article',
      is_verified: false,
      is_open_access: false,
      is_featured: false,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe('an author’s colleague at the same institution', () => {
  it('is flagged, refused without an override reason (nothing written), invited with one and the override logged', async () => {
    const id = await inReview(t, journal);
    const colleague = await newReviewer(t, {
      name: 'Colleague Of Ada',
      institution: '  university OF   London ',
      research_areas: ['Proteins'],
    });
    expect((await candidate(id, colleague)).conflicts).toEqual([
      { kind: 'same_institution', detail: 'University of London' },
    ]);

    const before = await snapshot(t);
    const refused = await invite(t, id, colleague.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      conflict_override_reason: [
        'Colleague Of Ada has a conflict of interest with this manuscript: give a reason to invite them anyway',
        'Colleague Of Ada is at the same institution as an author (University of London)',
      ],
    });
    expect(await snapshot(t)).toEqual(before);
    // A blank reason is no reason.
    expect(
      (await invite(t, id, colleague.id, { conflict_override_reason: '   ' })).statusCode,
    ).toBe(422);
    expect(await snapshot(t)).toEqual(before);

    const reason = 'Different department; no joint work in ten years.';
    const invited = await invite(t, id, colleague.id, { conflict_override_reason: reason });
    expect(invited.statusCode).toBe(201);
    const invitationId: number = invited.json().data.id;
    const override = {
      reason,
      conflicts: [
        { reviewer_id: colleague.id, kind: 'same_institution', detail: 'University of London' },
      ],
    };
    expect(invited.json().data.conflict_override).toEqual(override);

    const row = await t.db
      .selectFrom('review_invitations')
      .select(['conflict_override_reason', 'conflicts_overridden'])
      .where('id', '=', invitationId)
      .executeTakeFirstOrThrow();
    expect(row.conflict_override_reason).toBe(reason);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'manuscript')
      .where('entity_id', '=', id)
      .where('action', '=', 'reviewer_invited')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!).conflict_override).toEqual(override);

    // Editors read it later on the round; the invited reviewer never does.
    const rounds = await request(t, 'GET', `/manuscripts/${id}/review-rounds`, await editorToken());
    const listed = rounds
      .json()
      .data[0].invitations.find((i: { id: number }) => i.id === invitationId);
    expect(listed.conflict_override).toEqual(override);
    const own = await request(t, 'GET', `/manuscripts/${id}/review-rounds`, colleague.token);
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.json())).not.toContain(reason);
  });
});

describe('each kind of conflict', () => {
  it('co-authorship: a shared publication (DOI or title) or an author row together on another manuscript', async () => {
    const id = await inReview(t, journal);
    const author = await submitterOf(id);
    await addPublication(author, 'Salt marsh carbon burial', '10.1000/Marsh.1');
    const byDoi = await newReviewer(t, { name: 'Shares A Doi' });
    await addPublication(byDoi.id, 'Another title entirely', '10.1000/marsh.1');
    const byTitle = await newReviewer(t, { name: 'Shares A Title' });
    await addPublication(byTitle.id, '  salt MARSH carbon  burial', null);
    const byManuscript = await newReviewer(t, { name: 'Shares A Manuscript' });
    const other = await postManuscript(
      t,
      await tokenOf(t, 'author'),
      journal,
      manuscriptFields({ title: 'An earlier paper' }, [
        {},
        {
          first_name: 'Rev',
          last_name: 'Iewer',
          email: byManuscript.email.toUpperCase(),
          is_corresponding: '0',
        },
      ]),
    );
    expect(other.statusCode).toBe(201);
    const stranger = await newReviewer(t, { name: 'No Ties At All', institution: 'Elsewhere' });

    // The submitter has no author row of their own here: named by their account.
    const submitterName = (
      await t.db
        .selectFrom('users')
        .select('name')
        .where('id', '=', author)
        .executeTakeFirstOrThrow()
    ).name;
    expect((await candidate(id, byDoi)).conflicts).toEqual([
      { kind: 'co_author', detail: submitterName },
    ]);
    expect((await candidate(id, byTitle)).conflicts.map((c) => c.kind)).toEqual(['co_author']);
    expect((await candidate(id, byManuscript)).conflicts).toEqual([
      { kind: 'co_author', detail: 'Ada Lovelace0' },
    ]);
    expect((await candidate(id, stranger)).conflicts).toEqual([]);
    const refused = await invite(t, id, byManuscript.id);
    expect(refused.json().errors.conflict_override_reason).toContain(
      'Shares A Manuscript has published or submitted with an author (Ada Lovelace0)',
    );
    expect((await invite(t, id, stranger.id)).statusCode).toBe(201);
  });

  it('excluded by the authors (with their reason), and suggested by them', async () => {
    const excluded = await newReviewer(t, { name: 'Rival Lab Head' });
    const suggested = await newReviewer(t, { name: 'Suggested Expert' });
    const id = await inReview(t, journal, {
      suggested_reviewers: JSON.stringify([
        { name: 'Suggested Expert', email: suggested.email, reason: 'Knows the method' },
      ]),
      excluded_reviewers: JSON.stringify([
        { name: 'Rival', email: excluded.email.toUpperCase(), reason: 'Competing group' },
      ]),
    });
    expect((await candidate(id, excluded)).conflicts).toEqual([
      { kind: 'excluded_by_author', detail: 'Competing group' },
    ]);
    const fromAuthors = await candidate(id, suggested);
    expect(fromAuthors.conflicts).toEqual([]);
    expect(fromAuthors.author_suggested).toEqual({ reason: 'Knows the method' });
    const refused = await invite(t, id, excluded.id);
    expect(refused.json().errors.conflict_override_reason).toContain(
      'The authors asked to exclude Rival Lab Head: Competing group',
    );
  });

  it('the manuscript’s own editors: its handling editor and its journal’s team', async () => {
    const id = await inReview(t, journal);
    const handling = await t.createUser({
      roles: ['reviewer', 'associate-editor'],
      name: 'Handling Ed',
    });
    await t.db
      .updateTable('manuscripts')
      .set({ handling_editor_id: handling.id })
      .where('id', '=', id)
      .execute();
    expect((await candidate(id, handling)).conflicts).toEqual([
      { kind: 'manuscript_editor', detail: null },
    ]);
    // A team member of another journal is no editor of this manuscript.
    const elsewhere = await insertJournal(t);
    const onTeam = await t.createUser({ roles: ['reviewer', 'associate-editor'], name: 'Team Ed' });
    const outsider = await t.createUser({
      roles: ['reviewer', 'associate-editor'],
      name: 'Other Ed',
    });
    await t.db
      .insertInto('journal_editors')
      .values([
        {
          journal_id: journal,
          user_id: onTeam.id,
          role: 'associate_editor',
          created_at: new Date().toISOString(),
        },
        {
          journal_id: elsewhere,
          user_id: outsider.id,
          role: 'associate_editor',
          created_at: new Date().toISOString(),
        },
      ])
      .execute();
    try {
      expect((await candidate(id, onTeam)).conflicts).toEqual([
        { kind: 'manuscript_editor', detail: null },
      ]);
      expect((await candidate(id, outsider)).conflicts).toEqual([]);
      expect((await invite(t, id, onTeam.id)).json().errors.conflict_override_reason).toContain(
        'Team Ed is an editor of this manuscript',
      );
    } finally {
      await t.db
        .deleteFrom('journal_editors')
        .where('journal_id', 'in', [journal, elsewhere])
        .execute();
    }
  });

  it('a conflicted alternate needs the override reason too', async () => {
    const id = await inReview(t, journal);
    const clean = await newReviewer(t, { name: 'Clean Reviewer' });
    const colleague = await newReviewer(t, {
      name: 'Alternate Colleague',
      institution: 'University of London',
    });
    const before = await snapshot(t);
    const refused = await invite(t, id, clean.id, { alternates: [colleague.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.conflict_override_reason).toContain(
      'Alternate Colleague is at the same institution as an author (University of London)',
    );
    expect(await snapshot(t)).toEqual(before);
  });
});
