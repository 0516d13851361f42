// Editorial teams of the demo journals (docs/visibility.md): the demo
// editor-in-chief and associate editor run a handful of journals (a
// double-blind one among them), the other seeded editors-in-chief and
// associate editors share out some more (with the demo editor-in-chief as
// co-editor), and the rest name no team, so every holder of the role works
// them. Chosen by position, not at random: the same
// data on every run.
import type { Database } from '../db/database';
import { insertRows } from './seed.repository';

/** Journals (by id order) the demo editors run, and how many more get a team of others. */
const DEMO_JOURNALS = 4;
const OTHER_TEAMS = 10;

type TeamSeedOptions = {
  demoChief: number | undefined;
  demoAssociate: number | undefined;
  chiefs: number[];
  associates: number[];
  now: string;
};

export async function seedTeams(db: Database, options: TeamSeedOptions) {
  const { demoChief, demoAssociate, now } = options;
  const journals = await db
    .selectFrom('journals')
    .select(['id', 'peer_review_type'])
    .orderBy('id')
    .execute();
  const demo = journals.slice(0, DEMO_JOURNALS);
  const doubleBlind = journals.find((j) => j.peer_review_type === 'double_blind');
  if (doubleBlind && !demo.includes(doubleBlind)) demo.push(doubleBlind);
  const rest = journals.filter((j) => !demo.includes(j)).slice(0, OTHER_TEAMS);
  const chiefs = options.chiefs.filter((id) => id !== demoChief);
  const associates = options.associates.filter((id) => id !== demoAssociate);

  const rows: { journal_id: number; user_id: number; role: string; created_at: string }[] = [];
  const add = (journal_id: number, user_id: number | undefined, role: string) => {
    if (user_id !== undefined) rows.push({ journal_id, user_id, role, created_at: now });
  };
  for (const journal of demo) {
    add(journal.id, demoChief, 'editor_in_chief');
    add(journal.id, demoAssociate, 'associate_editor');
  }
  rest.forEach((journal, i) => {
    add(journal.id, chiefs.length ? chiefs[i % chiefs.length] : undefined, 'editor_in_chief');
    // The demo editor-in-chief co-edits these, so the demo can take every decision; the other
    // editors-in-chief see only their own journal's submissions.
    add(journal.id, demoChief, 'editor_in_chief');
    // Every other one names its associate editors too; the others let every associate editor in.
    if (i % 2 === 0 && associates.length)
      add(journal.id, associates[i % associates.length], 'associate_editor');
  });
  await insertRows(db, 'journal_editors', rows);
  return { teams: demo.length + rest.length };
}
