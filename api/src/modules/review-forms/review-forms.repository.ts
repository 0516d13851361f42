// SQL of the review forms: one row per journal that ever saved one.
import type { Database } from '../../db/database';

export const findForm = (db: Database, journalId: number) =>
  db
    .selectFrom('review_forms')
    .select(['journal_id', 'version', 'questions', 'updated_at'])
    .where('journal_id', '=', journalId)
    .executeTakeFirst();

export const journalExists = async (db: Database, journalId: number) =>
  !!(await db.selectFrom('journals').select('id').where('id', '=', journalId).executeTakeFirst());

/**
 * Writes the questions as the next version (the first save inserts the row).
 * False when another save got there first (the version moved on meanwhile).
 */
export async function saveForm(
  db: Database,
  values: { journal_id: number; version: number; questions: string; updated_by: number },
  at: string,
): Promise<boolean> {
  if (values.version === 1) {
    await db
      .insertInto('review_forms')
      .values({ ...values, updated_at: at })
      .execute();
    return true;
  }
  const { version, questions, updated_by } = values;
  const result = await db
    .updateTable('review_forms')
    .set({ version, questions, updated_by, updated_at: at })
    .where('journal_id', '=', values.journal_id)
    .where('version', '=', version - 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
