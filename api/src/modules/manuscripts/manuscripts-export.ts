// GET manuscripts/export.csv: every manuscript of the filter, streamed in the
// list's order (sort and direction as the list reads them), keyset-paged.
import type { Database } from '../../db/database';
import { parseJsonList } from '../../db/portable';
import { csvChunks } from '../../lib/csv';
import { journalRefs } from '../journals';
import { correspondingAuthorsOf } from './manuscript-authors.repository';
import type { ManuscriptSortField, SortDirection } from '@colophon/shared/contracts';
import { type ListCursor, resolveOrder } from './manuscripts-order';
import { manuscriptsBatch, presentValues } from './manuscripts.repository';
import { searchMatch } from './search-match';

const HEADER = [
  'id',
  'title',
  'status',
  'manuscript_type',
  'journal_id',
  'journal',
  'version',
  'submission_date',
  'doi',
  'keywords',
  'corresponding_author',
  'corresponding_email',
  'created_at',
  'updated_at',
];

/** The export's filters: the list's (staff only: no reader scope). */
export type ExportFilters = {
  search?: string;
  status?: string;
  manuscript_type?: string;
  journal_id?: number;
  tag?: number;
  sort?: ManuscriptSortField;
  direction?: SortDirection;
};

export function manuscriptsCsv(db: Database, filters: ExportFilters) {
  const order = resolveOrder(filters);
  let values: Awaited<ReturnType<typeof valuesOf>> | null = null;
  // csvChunks pages by id; in any other order the cursor is the last row's sort key and id.
  let cursor: ListCursor | null = null;
  return csvChunks(
    HEADER,
    async () => {
      values ??= await valuesOf(db, filters);
      const rows = await manuscriptsBatch(db, values, order, cursor);
      const last = rows[rows.length - 1];
      if (last) cursor = { key: last.sort_key, id: last.id };
      return rows;
    },
    async (rows) => {
      const ids = rows.map((r) => r.id);
      const [journals, corresponding] = await Promise.all([
        journalRefs(
          db,
          rows.map((r) => r.journal_id),
        ),
        correspondingAuthorsOf(db, ids),
      ]);
      return rows.map((r) => {
        const author = corresponding.get(r.id);
        return [
          r.id,
          r.title,
          r.status,
          r.manuscript_type,
          r.journal_id,
          journals.get(r.journal_id)?.title,
          r.version,
          r.submission_date,
          r.doi,
          parseJsonList(r.keywords).join('; '),
          author ? `${author.first_name} ${author.last_name}` : null,
          author?.email,
          r.created_at,
          r.updated_at,
        ];
      });
    },
  );
}

const valuesOf = async (db: Database, filters: ExportFilters) =>
  presentValues({
    status: filters.status,
    manuscript_type: filters.manuscript_type,
    journal_id: filters.journal_id,
    tag: filters.tag,
    match: filters.search ? await searchMatch(db, filters.search) : undefined,
  });
