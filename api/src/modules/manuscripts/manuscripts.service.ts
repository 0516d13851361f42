// Reading, editing and deleting manuscripts. Lists are scoped to what the
// reader may see; writes are transactional and audited.
import {
  AUTHOR_EDITABLE_STATUSES,
  type ManuscriptListQuery,
  type ManuscriptStatus,
  type ManuscriptUpdateInput,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { nowIso, toBool } from '../../db/portable';
import { writeAudit } from '../../lib/audit.repository';
import { conflict, fieldError, HttpError, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../auth';
import { adjustManuscriptsCount, findJournalById } from '../journals';
import { loadJournal } from '../journals';
import {
  isReviewerRole,
  isStaff,
  MANUSCRIPT_NOT_FOUND,
  type ManuscriptContext,
} from './manuscript-access';
import { toAuthorValues } from './manuscript-authors';
import { lockedFieldsOf, mayDeletePublished } from './manuscript-permissions';
import { replaceAuthors } from './manuscript-authors.repository';
import { presentListRows, presentManuscript } from './manuscripts.presenter';
import * as repo from './manuscripts.repository';
import { resolveOrder } from './manuscripts-order';
import {
  ANCHOR_STEP,
  deepPage,
  listCount,
  manuscriptsPage,
  manuscriptsVersion,
  shallowPage,
} from './manuscripts-anchors';
import { searchMatch } from './search-match';
import { replaceTags } from '../tags';
import { assertTagsExist } from '../tags';
import { removeManuscriptFiles, type StorageConfig } from './file-storage';
import { savePreferences } from './reviewer-preferences.service';
import { msg } from '@colophon/shared/contracts';

export const NOT_EDITABLE =
  'The manuscript can only be edited while it is a draft or a revision is requested.';
export const ONLY_DRAFTS_DELETABLE =
  'Only a draft can be deleted; withdraw the manuscript instead.';
export const JOURNAL_CLOSED = 'This journal does not accept new submissions.';

/** Whose manuscripts a list holds: everyone's, or a reader's (see manuscripts.repository: ListValues). */
type Reader = { id: number; assigned: boolean } | null;

const readerOf = (actor: AuthUser): Reader =>
  isStaff(actor) ? null : { id: actor.id, assigned: isReviewerRole(actor) };

/**
 * One page with capped-count meta (lib/pagination's paginateCapped, with the
 * count and deep positions of manuscripts-anchors.ts): lists of the
 * manuscripts table alone (no reader scope, no tag) remember them while the
 * table's write count holds; positions also need the list's own order (no search).
 */
async function pageOf(db: Database, actor: AuthUser, query: ManuscriptListQuery, reader: Reader) {
  const order = resolveOrder(query);
  const ownTable = reader === null && query.tag === undefined;
  const offset = (query.page - 1) * query.per_page;
  // A shallow page reads the write count with its rows (shallowPage), and so does a deep
  // page after a remembered position (deepPage).
  const shallow = ownTable && !query.search && offset < ANCHOR_STEP;
  const deep = ownTable && !query.search && !shallow;
  // One read of the write count serves the remembered count and the search's words.
  let read: Promise<number> | undefined;
  const writeCount = () => (read ??= manuscriptsVersion(db));
  const match = query.search ? await searchMatch(db, query.search, writeCount) : undefined;
  const written = !shallow && !deep && ownTable ? await writeCount() : null;
  const values = repo.presentValues<repo.ListValues>({
    status: query.status,
    manuscript_type: query.manuscript_type,
    journal_id: query.journal_id,
    tag: query.tag,
    match,
    reader: reader?.id,
  });
  const shape = { order, assigned: reader?.assigned ?? false };
  const limit = query.per_page;
  const [{ total, capped }, rows] = shallow
    ? await shallowPage(db, values, shape, { limit, offset })
    : deep
      ? await deepPage(db, values, shape, { limit, offset })
      : await Promise.all([
          listCount(db, values, shape, written),
          manuscriptsPage(db, values, shape, {
            limit,
            offset,
            version: query.search ? null : written,
          }),
        ]);
  const data = presentListRows(actor, rows);
  // Past the cap the total is a floor: keep a next page reachable while rows come back full.
  const reached = capped
    ? Math.max(total, offset + rows.length + (rows.length === query.per_page ? 1 : 0))
    : total;
  return {
    data,
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      last_page: Math.max(1, Math.ceil(reached / query.per_page)),
      total: reached,
      total_capped: capped,
    },
  };
}

export const listManuscripts = (db: Database, actor: AuthUser, query: ManuscriptListQuery) =>
  pageOf(db, actor, query, readerOf(actor));

/** Manuscripts the user submitted or co-authors, whatever their roles. */
export const myManuscripts = (db: Database, actor: AuthUser, query: ManuscriptListQuery) =>
  pageOf(db, actor, query, { id: actor.id, assigned: false });

export async function journalManuscripts(
  db: Database,
  actor: AuthUser,
  journalId: number,
  query: ManuscriptListQuery,
) {
  await loadJournal(db, journalId);
  return listManuscripts(db, actor, { ...query, journal_id: journalId });
}

export const getManuscript = (
  db: Database,
  actor: AuthUser,
  { row, relation, detail }: ManuscriptContext,
) => presentManuscript(db, actor, row, relation, detail);

/** A journal open to submissions: active flag on and not inactive or suspended. */
export const acceptsSubmissions = (journal: { is_active: unknown; status: string }) =>
  toBool(journal.is_active) && journal.status !== 'inactive' && journal.status !== 'suspended';

/**
 * 409 when a change reaches past what a correction of a published manuscript may touch
 * (manuscript-permissions: the version of record); each refused field is named.
 */
function assertNotLocked(status: string, changes: Record<string, unknown>) {
  const locked = lockedFieldsOf(status, changes);
  if (locked.length === 0) return;
  const message = msg('manuscript.publishedLocked');
  throw new HttpError(409, message, Object.fromEntries(locked.map((f) => [f, [message]])));
}

/**
 * The reader may change the manuscript's content: editors while it is not published (then
 * only the corrections), its authors while it is a draft or a revision is requested.
 * `changes`: the fields the request sets (by default its authors, for the authors' endpoints).
 */
export function assertAuthorMayEdit(
  { row, relation }: ManuscriptContext,
  changes: Record<string, unknown> = { authors: true },
) {
  assertNotLocked(row.status, changes);
  if (!relation.editor && !AUTHOR_EDITABLE_STATUSES.includes(row.status as ManuscriptStatus)) {
    throw fieldError('status', NOT_EDITABLE);
  }
}

export async function updateManuscript(
  db: Database,
  actor: AuthUser,
  context: ManuscriptContext,
  input: ManuscriptUpdateInput,
) {
  assertAuthorMayEdit(context, input);
  const { row } = context;
  return db.transaction().execute(async (trx) => {
    const before = await presentManuscript(trx, actor, row, context.relation);
    const moving = input.journal_id !== undefined && input.journal_id !== row.journal_id;
    if (moving) {
      const journal = await findJournalById(trx, input.journal_id!);
      if (!journal) throw fieldError('journal_id', msg('manuscript.journalMissing'));
      if (!acceptsSubmissions(journal)) throw fieldError('journal_id', JOURNAL_CLOSED);
    }
    const authors = input.authors ? await toAuthorValues(trx, input.authors) : null;
    await assertTagsExist(trx, input.tag_ids);
    await repo.updateManuscriptRow(trx, row.id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.abstract !== undefined ? { abstract: input.abstract } : {}),
      ...(input.keywords !== undefined ? { keywords: JSON.stringify(input.keywords) } : {}),
      ...(input.manuscript_type !== undefined ? { manuscript_type: input.manuscript_type } : {}),
      ...(input.doi !== undefined ? { doi: input.doi } : {}),
      ...(moving ? { journal_id: input.journal_id } : {}),
      updated_at: nowIso(),
    });
    if (authors) await replaceAuthors(trx, row.id, authors);
    if (input.tag_ids) await replaceTags(trx, 'manuscript', row.id, input.tag_ids);
    await savePreferences(trx, row.id, input);
    const fresh = (await repo.findManuscriptById(trx, row.id))!;
    const after = await presentManuscript(trx, actor, fresh, context.relation);
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'manuscript',
      entityId: row.id,
      action: 'updated',
      before,
      after,
    });
    // Last (see adjustManuscriptsCount), the lower journal id first: two moves in
    // opposite directions then lock the two rows in the same order.
    if (moving) {
      const changes = [
        { journal: row.journal_id, delta: -1 },
        { journal: input.journal_id!, delta: 1 },
      ].sort((a, b) => a.journal - b.journal);
      for (const { journal, delta } of changes) await adjustManuscriptsCount(trx, journal, delta);
    }
    return after;
  });
}

/**
 * Admins and the editor-in-chief delete any unpublished manuscript; its submitter only a draft;
 * a published one only an administrator. Files go after the commit.
 */
export async function deleteManuscript(
  db: Database,
  actor: AuthUser,
  context: ManuscriptContext,
  storage: StorageConfig,
) {
  const { row, relation } = context;
  if (row.status === 'published' && !mayDeletePublished(relation))
    throw conflict(msg('manuscript.publishedNotDeletable'));
  const anyTime = relation.admin || !!relation.chief;
  if (!anyTime && row.status !== 'draft') throw fieldError('status', ONLY_DRAFTS_DELETABLE);
  await db.transaction().execute(async (trx) => {
    const before = await presentManuscript(trx, actor, row, relation);
    if (!(await repo.deleteManuscriptRow(trx, row.id))) throw notFound(MANUSCRIPT_NOT_FOUND);
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'manuscript',
      entityId: row.id,
      action: 'deleted',
      before,
    });
    await adjustManuscriptsCount(trx, row.journal_id, -1); // last: see adjustManuscriptsCount
  });
  await removeManuscriptFiles(db, storage, row.id);
}
