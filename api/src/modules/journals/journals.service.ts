// Rules of journals: staff-only notes, category links that must exist, and no
// deletion while manuscripts belong to the journal. Writes are transactional and audited.
import type { Insertable } from 'kysely';
import {
  activeContradictsStatus,
  JOURNAL_DEFAULTS,
  JOURNAL_LIST_FIELDS,
  JOURNAL_MESSAGES,
  JOURNAL_SORT_NATURAL,
  type Journal,
  type JournalListQuery,
  type JournalPayload,
  type JournalUpdatePayload,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';
import type { JournalsTable } from '../../db/schema-content';
import { writeAudit } from '../../lib/audit.repository';
import { conflict, fieldError, notFound } from '../../lib/http-errors';
import { listOrder } from '../../lib/list-sort';
import { paginate } from '../../lib/pagination';
import { can } from '../../lib/roles';
import type { AuthUser } from '../auth';
import { presentJournal, presentJournals } from './journals.presenter';
import * as repo from './journals.repository';
import { replaceTags } from '../tags';
import { assertTagsExist } from '../tags';

export const JOURNAL_NOT_FOUND = 'Journal not found';
export const JOURNAL_HAS_MANUSCRIPTS =
  'Cannot delete a journal that has manuscripts. Deactivate it instead.';

/** Staff see a journal's admin notes. */
const isStaff = (actor: AuthUser) => can(actor.roles, 'journals.staffView');

export async function loadJournal(db: Database, id: number) {
  const row = await repo.findJournalById(db, id);
  if (!row) throw notFound(JOURNAL_NOT_FOUND);
  return row;
}

export function listJournals(db: Database, actor: AuthUser, query: JournalListQuery) {
  return paginate(
    repo.journalsQuery(db, query, listOrder(query, JOURNAL_SORT_NATURAL)),
    query,
    (rows) => presentJournals(db, rows, isStaff(actor)),
  );
}

export async function getJournal(db: Database, actor: AuthUser, id: number): Promise<Journal> {
  return presentJournal(db, await loadJournal(db, id), isStaff(actor));
}

/** Payload → column values (lists as JSON text); only the given fields. */
function columnsOf(payload: JournalUpdatePayload): Partial<Insertable<JournalsTable>> {
  const { category_ids: _ids, tag_ids: _tags, ...fields } = payload;
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    values[key] = (JOURNAL_LIST_FIELDS as readonly string[]).includes(key)
      ? JSON.stringify(value)
      : value;
  }
  return values as Partial<Insertable<JournalsTable>>;
}

async function assertCategoriesExist(db: Database, ids: number[] | undefined) {
  if (!ids?.length) return;
  const found = await repo.existingCategoryIds(db, ids);
  const missing = [...new Set(ids)].filter((id) => !found.has(id));
  if (missing.length) {
    throw fieldError(
      'category_ids',
      `The selected categories do not exist: ${missing.join(', ')}.`,
    );
  }
}

export async function createJournal(
  db: Database,
  actor: AuthUser,
  payload: JournalPayload,
): Promise<Journal> {
  return db.transaction().execute(async (trx) => {
    await assertCategoriesExist(trx, payload.category_ids);
    await assertTagsExist(trx, payload.tag_ids);
    const now = nowIso();
    const id = await repo.insertJournal(trx, {
      ...columnsOf({
        ...JOURNAL_DEFAULTS,
        languages: [...JOURNAL_DEFAULTS.languages],
        // Omitted, is_active follows the status: only an active journal takes submissions.
        is_active: (payload.status ?? JOURNAL_DEFAULTS.status) === 'active',
        ...payload,
      }),
      title: payload.title,
      description: payload.description,
      created_at: now,
      updated_at: now,
    });
    await repo.replaceJournalCategories(trx, id, payload.category_ids ?? []);
    await replaceTags(trx, 'journal', id, payload.tag_ids ?? []);
    const journal = await presentJournal(trx, (await repo.findJournalById(trx, id))!, true);
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'journal',
      entityId: id,
      action: 'created',
      after: journal,
    });
    return journal;
  });
}

export async function updateJournal(
  db: Database,
  actor: AuthUser,
  id: number,
  payload: JournalUpdatePayload,
): Promise<Journal> {
  return db.transaction().execute(async (trx) => {
    const before = await presentJournal(trx, await loadJournal(trx, id), true);
    // The contract checked the pair when both came; one alone is checked against the stored journal.
    // (An edit that touches neither leaves an older pair alone.)
    const touched = payload.status !== undefined || payload.is_active !== undefined;
    const status = payload.status ?? before.status;
    if (touched && activeContradictsStatus(status, payload.is_active ?? before.is_active))
      throw fieldError(
        payload.is_active === undefined ? 'status' : 'is_active',
        JOURNAL_MESSAGES.activeNeedsActiveStatus,
      );
    await assertCategoriesExist(trx, payload.category_ids);
    await assertTagsExist(trx, payload.tag_ids);
    await repo.updateJournalRow(trx, id, { ...columnsOf(payload), updated_at: nowIso() });
    if (payload.category_ids) await repo.replaceJournalCategories(trx, id, payload.category_ids);
    if (payload.tag_ids) await replaceTags(trx, 'journal', id, payload.tag_ids);
    const after = await presentJournal(trx, (await repo.findJournalById(trx, id))!, true);
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'journal',
      entityId: id,
      action: 'updated',
      before,
      after,
    });
    return after;
  });
}

/** Refused (409) while manuscripts belong to the journal: they would lose their venue. */
export async function deleteJournal(db: Database, actor: AuthUser, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await presentJournal(trx, await loadJournal(trx, id), true);
    if (await repo.hasManuscripts(trx, id)) throw conflict(JOURNAL_HAS_MANUSCRIPTS);
    await repo.deleteJournalRow(trx, id);
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'journal',
      entityId: id,
      action: 'deleted',
      before,
    });
  });
}
