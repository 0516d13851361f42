// GET manuscripts/export.csv: every manuscript of the filter, streamed in id order.
import type { Database } from '../../db/database';
import { parseJsonList } from '../../db/portable';
import { csvChunks } from '../../lib/csv';
import { journalRefs } from '../journals/journals.repository';
import { correspondingAuthorsOf } from './manuscript-authors.repository';
import { type ManuscriptFilters, manuscriptsBatch, type Scope } from './manuscripts.repository';

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

export function manuscriptsCsv(db: Database, filters: ManuscriptFilters, scope: Scope) {
  return csvChunks(
    HEADER,
    (afterId) => manuscriptsBatch(db, filters, scope, afterId),
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
