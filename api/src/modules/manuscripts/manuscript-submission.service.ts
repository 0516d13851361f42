// New manuscripts (multipart, with their first file) and new revisions. A file is stored through the file store inside the transaction
// that writes its revision (database driver: the same transaction; disk: removed again if the transaction fails): no orphan rows, no orphan files.
import { z } from 'zod';
import {
  MANUSCRIPT_MESSAGES,
  type Manuscript,
  manuscriptCreateSchema,
  msg,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { nowIso } from '../../db/portable';
import { writeAudit } from '../../lib/audit.repository';
import { fieldError } from '../../lib/http-errors';
import type { AuthUser } from '../auth';
import { adjustManuscriptsCount } from '../journals';
import type { JournalRow } from '../journals';
import { discardStored, removeQuietly, type StorageConfig, storeUpload } from './file-storage';
import { verifyManuscriptFile } from './file-type';
import { toAuthorValues } from './manuscript-authors';
import { type ManuscriptContext, relationTo } from './manuscript-access';
import { FINAL_STATUSES } from './manuscript-permissions';
import { insertAuthors } from './manuscript-authors.repository';
import * as rel from './manuscript-relations.repository';
import { formToPayload } from './multipart-fields';
import type { MultipartForm, TempUpload } from './multipart';
import { presentManuscript, toRevision } from './manuscripts.presenter';
import * as repo from './manuscripts.repository';
import { acceptsSubmissions, assertAuthorMayEdit, JOURNAL_CLOSED } from './manuscripts.service';
import { validate } from '../../lib/validate';
import { revisionTarget } from './workflow';
import { notifyRevisionUploaded, notifySubmitted } from '../notifications';
import { replaceTags } from '../tags';
import { assertTagsExist } from '../tags';
import { savePreferences } from './reviewer-preferences.service';

const revisionFieldsSchema = z.object({
  changes_summary: z
    .string({ error: msg('field.text', { field: 'changes_summary' }) })
    .trim()
    .max(5000, msg('field.maxLength', { field: 'changes_summary', max: 5000 }))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});

function requireFile(file: TempUpload | null): TempUpload {
  if (!file || file.size === 0)
    throw fieldError('manuscript_file', MANUSCRIPT_MESSAGES.fileRequired);
  return file;
}

type Store = (trx: Database, id: number, version: number, ext: string) => Promise<string>;

/**
 * Runs `place` with a way to store the file in its transaction; undoes a disk
 * write if it fails. The staged file is its caller's to remove (in a `finally`
 * that also covers the checks made before this runs).
 */
async function withStoredFile<T>(
  db: Database,
  storage: StorageConfig,
  file: TempUpload,
  place: (store: Store) => Promise<T>,
): Promise<T> {
  let stored: string | null = null;
  try {
    return await place(async (trx, id, version, ext) => {
      stored = await storeUpload(trx, storage, file.tempPath, id, version, ext);
      return stored;
    });
  } catch (error) {
    await discardStored(db, storage, stored);
    throw error;
  }
}

export async function createManuscript(
  db: Database,
  actor: AuthUser,
  journal: JournalRow,
  form: MultipartForm,
  storage: StorageConfig,
): Promise<Manuscript> {
  try {
    const input = validate(manuscriptCreateSchema, formToPayload(form.fields));
    if (input.journal_id !== undefined && input.journal_id !== journal.id) {
      throw fieldError('journal_id', msg('manuscript.journalMismatch'));
    }
    if (!acceptsSubmissions(journal)) throw fieldError('journal_id', JOURNAL_CLOSED);
    // A draft may be saved without its file (not ready yet); submitting needs it. The
    // file can be added to the draft later (POST …/revisions), and the submit step
    // refuses a manuscript without one.
    const file = input.submit ? requireFile(form.file) : form.file?.size ? form.file : null;
    const type = file
      ? await verifyManuscriptFile(file.originalName, file.tempPath, file.size)
      : null;
    const insert = (store: Store | null) =>
      db.transaction().execute(async (trx) => {
        const authors = await toAuthorValues(trx, input.authors);
        await assertTagsExist(trx, input.tag_ids);
        const now = nowIso();
        const status = input.submit ? 'submitted' : 'draft';
        const id = await repo.insertManuscript(trx, {
          journal_id: journal.id,
          submitter_id: actor.id,
          title: input.title,
          abstract: input.abstract,
          keywords: JSON.stringify(input.keywords ?? []),
          manuscript_type: input.manuscript_type ?? 'research_article',
          doi: input.doi ?? null,
          status,
          version: 1,
          submission_date: input.submit ? now : null,
          submission_notes: input.submission_notes ?? null,
          created_at: now,
          updated_at: now,
        });
        if (file && type && store)
          await rel.insertFirstRevision(trx, {
            manuscript_id: id,
            version_number: 1,
            file_path: await store(trx, id, 1, type.extension),
            original_name: file.originalName,
            mime_type: type.mime,
            file_size: file.size,
            changes_summary: 'Initial submission',
            submitter_id: actor.id,
          });
        await insertAuthors(trx, id, authors);
        await savePreferences(trx, id, input);
        if (input.tag_ids) await replaceTags(trx, 'manuscript', id, input.tag_ids);
        const created = {
          manuscript_id: id,
          from_status: null,
          to_status: 'draft',
          // A code the panel renders in the reader's language (a user's own notes stay as typed).
          notes: msg('history.manuscriptCreated'),
          user_id: actor.id,
        };
        const submitted = {
          manuscript_id: id,
          from_status: 'draft',
          to_status: 'submitted',
          notes: input.submission_notes ?? null,
          user_id: actor.id,
        };
        await rel.insertHistory(trx, input.submit ? [created, submitted] : created);
        const row = (await repo.findManuscriptById(trx, id))!;
        if (input.submit) await notifySubmitted(trx, actor, row);
        const manuscript = await presentManuscript(
          trx,
          actor,
          row,
          await relationTo(trx, actor, row),
        );
        await writeAudit(trx, {
          actorId: actor.id,
          entity: 'manuscript',
          entityId: id,
          action: 'created',
          after: manuscript,
        });
        await adjustManuscriptsCount(trx, journal.id, 1); // last: see adjustManuscriptsCount
        return manuscript;
      });
    return file ? await withStoredFile(db, storage, file, insert) : await insert(null);
  } finally {
    await removeQuietly(form.file?.tempPath);
  }
}

/** A new current file; version +1; revision_requested → revised when the uploader is an author or editor. */
export async function addRevision(
  db: Database,
  actor: AuthUser,
  context: ManuscriptContext,
  form: MultipartForm,
  storage: StorageConfig,
) {
  try {
    const { row, relation } = context;
    const fields = validate(revisionFieldsSchema, formToPayload(form.fields));
    if (FINAL_STATUSES.includes(row.status)) {
      throw fieldError('status', `Revisions cannot be added to a ${row.status} manuscript.`);
    }
    assertAuthorMayEdit(context);
    const file = requireFile(form.file);
    const type = await verifyManuscriptFile(file.originalName, file.tempPath, file.size);
    const nextStatus = revisionTarget(row.status, relation);
    return await withStoredFile(db, storage, file, (store) =>
      db.transaction().execute(async (trx) => {
        const version = (await rel.latestVersion(trx, row.id)) + 1;
        const now = nowIso();
        const revisionId = await rel.insertCurrentRevision(trx, {
          manuscript_id: row.id,
          version_number: version,
          file_path: await store(trx, row.id, version, type.extension),
          original_name: file.originalName,
          mime_type: type.mime,
          file_size: file.size,
          changes_summary: fields.changes_summary ?? null,
          submitter_id: actor.id,
        });
        const values = {
          version,
          updated_at: now,
          status: nextStatus ?? row.status,
          // The revision is in: it is no longer due.
          ...(nextStatus ? { revision_due_at: null } : {}),
        };
        if (!(await repo.moveStatus(trx, row.id, row.status, values))) {
          throw fieldError('status', msg('manuscript.changedMeanwhile'));
        }
        if (nextStatus) {
          await rel.insertHistory(trx, {
            manuscript_id: row.id,
            from_status: row.status,
            to_status: nextStatus,
            notes: fields.changes_summary ?? msg('history.revisionUploaded', { version }),
            user_id: actor.id,
          });
        }
        const revision = (await rel.findRevision(trx, row.id, revisionId))!;
        await notifyRevisionUploaded(trx, actor, row, version);
        const presented = toRevision(revision, { id: actor.id, name: actor.name });
        await writeAudit(trx, {
          actorId: actor.id,
          entity: 'manuscript',
          entityId: row.id,
          action: 'revision_added',
          before: { status: row.status, version: row.version },
          after: { status: values.status, version, revision: presented },
        });
        return presented;
      }),
    );
  } finally {
    await removeQuietly(form.file?.tempPath);
  }
}
