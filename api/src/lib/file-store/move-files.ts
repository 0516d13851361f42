// Moves stored files from one driver to the other (`pnpm --filter api
// files:move --to database|disk`). One file at a time: copy, check the size,
// then remove the source — so the command can be stopped and run again at any
// point (idempotent, resumable): a file already in the target is not copied
// again, only its leftover source copy removed. Rows referencing files are
// never rewritten: both drivers use the same keys.
import type { Database } from '../../db/database';
import { canKeepFiles } from '../../db/dialect/sql-dialect';
import { createFileStore, type FileStore, type FileStoreDriver } from './file-store';

export type MoveReport = {
  to: FileStoreDriver;
  /** Copied to the target and removed from the source by this run. */
  moved: number;
  /** Already in the target (an earlier run); a leftover source copy was removed. */
  alreadyThere: number;
  /** Referenced by a row but in neither store. */
  missing: string[];
  /** Files on disk no row references (moving to the database): left in place. */
  unreferenced: number;
};

/** Every key a row references: revision files and review files. */
export async function referencedKeys(db: Database): Promise<string[]> {
  const revisions = await db.selectFrom('manuscript_revisions').select('file_path').execute();
  const reviews = await db
    .selectFrom('reviews')
    .select('file_path')
    .where('file_path', 'is not', null)
    .execute();
  const keys = [...revisions, ...reviews].map((r) => r.file_path).filter((k): k is string => !!k);
  return [...new Set(keys)].sort();
}

async function copy(db: Database, from: FileStore, to: FileStore, key: string) {
  const opened = await from.open(db, key);
  if (!opened) return false;
  if (to.driver === 'database') {
    await db.transaction().execute((trx) => to.put(trx, key, opened.stream()));
  } else {
    await to.put(db, key, opened.stream());
  }
  const copied = await to.open(db, key);
  if (copied?.size !== opened.size) {
    await to.remove(db, key);
    throw new Error(`The copy of ${key} has ${copied?.size} bytes, not ${opened.size}.`);
  }
  return true;
}

export async function moveFiles(
  db: Database,
  {
    uploadsDir,
    to,
    onFile = () => {},
  }: { uploadsDir: string; to: FileStoreDriver; onFile?: (key: string) => void },
): Promise<MoveReport> {
  if (!canKeepFiles(db)) {
    throw new Error('Files can only be moved on PostgreSQL (SQLite keeps them on disk).');
  }
  const target = createFileStore(to, uploadsDir);
  const source = createFileStore(to === 'database' ? 'disk' : 'database', uploadsDir);
  const referenced = await referencedKeys(db);
  const sourceKeys = await source.keys(db);
  const report: MoveReport = { to, moved: 0, alreadyThere: 0, missing: [], unreferenced: 0 };
  const known = new Set(referenced);
  // To the database: only files some row references (an orphan has no manuscript to belong to).
  const keys = to === 'database' ? referenced : [...new Set([...referenced, ...sourceKeys])].sort();
  if (to === 'database') report.unreferenced = sourceKeys.filter((k) => !known.has(k)).length;
  for (const key of keys) {
    const inTarget = await target.has(db, key);
    const inSource = await source.has(db, key);
    if (inTarget) {
      // Stopped after the copy committed, before the source was removed: finish.
      if (inSource) await source.remove(db, key);
      report.alreadyThere += 1;
    } else if (inSource && (await copy(db, source, target, key))) {
      await source.remove(db, key);
      report.moved += 1;
    } else {
      report.missing.push(key);
    }
    onFile(key);
  }
  return report;
}
