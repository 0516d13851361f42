// An API starting on a database where nothing has moved for a week says the
// demo data has aged (its queue looks overdue) and how to seed it afresh.
import { prepareDatabase } from '../../src/seed/index';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import {
  createManuscript,
  insertJournal,
  tokenOf,
  withTempDataDir,
} from '../modules/manuscripts/helpers/content';

withTempDataDir();
let t: TestApp;
let id: number;
beforeAll(async () => {
  t = await buildTestApp();
  id = await createManuscript(t, await tokenOf(t, 'author'), await insertJournal(t));
});
afterAll(async () => t.close());

async function startupLog() {
  const lines: string[] = [];
  const { seeded } = await prepareDatabase(t.db, { schema: t.schema, log: (m) => lines.push(m) });
  expect(seeded).toBe(false);
  return lines.join('\n');
}

const lastChange = (daysAgo: number) =>
  t.db
    .updateTable('manuscript_status_history')
    .set({ created_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString() })
    .where('manuscript_id', '=', id)
    .execute();

it('stays quiet while manuscripts move', async () => {
  await lastChange(2);
  expect(await startupLog()).toBe('');
});

it('warns when no manuscript has changed status for a week', async () => {
  await lastChange(19);
  expect(await startupLog()).toMatch(/for 19 days.*seed --reset/s);
});
