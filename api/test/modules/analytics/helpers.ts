// Analytics test data written straight into the tables with chosen dates
// (the triggers mark every row's manuscript dirty as the app's writes do).
import type { TestApp } from '../../helpers/test-app';

export const at = (day: string) => `${day}T09:00:00.000Z`;

export async function insertJournal(t: TestApp, title: string) {
  const now = new Date().toISOString();
  const row = await t.db
    .insertInto('journals')
    .values({ title, description: 'd', is_active: true, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function nameTeam(
  t: TestApp,
  journalId: number,
  chiefs: number[],
  associates: number[],
) {
  const created_at = new Date().toISOString();
  const rows = [
    ...chiefs.map((user_id) => ({ user_id, role: 'editor_in_chief' })),
    ...associates.map((user_id) => ({ user_id, role: 'associate_editor' })),
  ].map((r) => ({ ...r, journal_id: journalId, created_at }));
  await t.db.insertInto('journal_editors').values(rows).execute();
}

/** A manuscript whose history is `steps` ([status, day] in order); its status is the last step's. */
export async function manuscriptWith(
  t: TestApp,
  journalId: number,
  editorId: number | null,
  steps: [string, string][],
) {
  const status = steps.at(-1)![0];
  const { id } = await t.db
    .insertInto('manuscripts')
    .values({
      journal_id: journalId,
      submitter_id: t.users.author.id,
      title: `M ${steps.map((s) => s[0]).join(' ')}`,
      abstract: 'a',
      manuscript_type: 'research_article',
      status,
      handling_editor_id: editorId,
      submission_date: at(steps[0]![1]),
      created_at: at(steps[0]![1]),
      updated_at: at(steps.at(-1)![1]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let from: string | null = null;
  for (const [to, day] of steps) {
    await t.db
      .insertInto('manuscript_status_history')
      .values({
        manuscript_id: id,
        from_status: from,
        to_status: to,
        notes: null,
        letter: null,
        user_id: null,
        created_at: at(day),
      })
      .execute();
    from = to;
  }
  return id;
}

export async function roundOf(t: TestApp, manuscriptId: number) {
  const found = await t.db
    .selectFrom('review_rounds')
    .select('id')
    .where('manuscript_id', '=', manuscriptId)
    .executeTakeFirst();
  if (found) return found.id;
  const row = await t.db
    .insertInto('review_rounds')
    .values({ manuscript_id: manuscriptId, round: 1, status: 'open', created_at: at('2025-01-01') })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An invitation; `review` (a day) writes its submitted review. */
export async function invitation(
  t: TestApp,
  manuscriptId: number,
  reviewerId: number,
  o: { status: string; invited: string; responded?: string; due: string; review?: string },
) {
  const roundId = await roundOf(t, manuscriptId);
  const { id } = await t.db
    .insertInto('review_invitations')
    .values({
      round_id: roundId,
      manuscript_id: manuscriptId,
      reviewer_id: reviewerId,
      invited_by: null,
      status: o.status,
      due_at: at(o.due),
      responded_at: o.responded ? at(o.responded) : null,
      decline_reason: null,
      created_at: at(o.invited),
      updated_at: at(o.invited),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (o.review)
    await t.db
      .insertInto('reviews')
      .values({
        manuscript_id: manuscriptId,
        user_id: reviewerId,
        round_id: roundId,
        invitation_id: id,
        rating: 4,
        title: null,
        content: 'Sound.',
        recommendation: 'accept',
        is_verified: false,
        submitted_at: at(o.review),
        created_at: at(o.review),
        updated_at: at(o.review),
      })
      .execute();
  return id;
}
