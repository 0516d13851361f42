// Migration 0010: the status-history notes the server wrote in English become
// codes the panel renders in the reader's language; notes people typed stay.
import { renderMessage } from '@colophon/shared/contracts';
import { down, up } from '../../migrations/0010-activity-codes';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { insertJournal } from '../modules/manuscripts/helpers/content';
import { createManuscript, tokenOf } from '../modules/manuscripts/helpers/content';

let t: TestApp;
let manuscriptId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const journalId = await insertJournal(t);
  manuscriptId = await createManuscript(t, await tokenOf(t, 'author'), journalId);
});
afterAll(async () => t.close());

async function addNote(notes: string | null) {
  const row = await t.db
    .insertInto('manuscript_status_history')
    .values({
      manuscript_id: manuscriptId,
      from_status: 'draft',
      to_status: 'submitted',
      notes,
      user_id: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const notesOf = async (id: number) =>
  (
    await t.db
      .selectFrom('manuscript_status_history')
      .select('notes')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).notes;

it('writes a new manuscript’s first note as a code', async () => {
  const [first] = await t.db
    .selectFrom('manuscript_status_history')
    .select('notes')
    .where('manuscript_id', '=', manuscriptId)
    .orderBy('id')
    .execute();
  expect(first?.notes).toBe('history.manuscriptCreated');
});

it('converts the server’s English notes, leaves people’s notes, and goes back down', async () => {
  const created = await addNote('Manuscript created');
  const revision = await addNote('Revision v12 uploaded');
  const typed = await addNote('Revision v2 uploaded, see the new figures');
  const empty = await addNote(null);

  await up(t.db);
  expect(await notesOf(created)).toBe('history.manuscriptCreated');
  expect(renderMessage((await notesOf(revision))!, 'de')).toBe('Überarbeitung v12 hochgeladen');
  expect(await notesOf(typed)).toBe('Revision v2 uploaded, see the new figures');
  expect(await notesOf(empty)).toBeNull();

  await down(t.db);
  expect(await notesOf(created)).toBe('Manuscript created');
  expect(await notesOf(revision)).toBe('Revision v12 uploaded');
  expect(await notesOf(typed)).toBe('Revision v2 uploaded, see the new figures');
});
