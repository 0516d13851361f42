// GET journals/export.csv: every journal of the current filter, in the list's
// order, streamed in keyset-paged batches.
import type { Database } from '../../db/database';
import { parseJsonList, toBool } from '../../db/portable';
import { csvChunks } from '../../lib/csv';
import { type SortCursor } from '../../lib/list-sort';
import { type JournalFilters, type JournalOrder, journalsBatch } from './journals.repository';

const HEADER = [
  'id',
  'title',
  'abbreviation',
  'issn',
  'e_issn',
  'publisher',
  'publication_frequency',
  'status',
  'is_active',
  'is_open_access',
  'is_peer_reviewed',
  'peer_review_type',
  'country',
  'website_url',
  'contact_email',
  'submission_fee',
  'publication_fee',
  'impact_factor',
  'h_index',
  'subject_areas',
  'languages',
  'manuscripts_count',
  'created_at',
];

export function journalsCsv(db: Database, filters: JournalFilters, order: JournalOrder) {
  // The next batch starts after the last row of the previous one, in the list's order.
  let cursor: SortCursor | undefined;
  return csvChunks(
    HEADER,
    async () => {
      const rows = await journalsBatch(db, filters, order, cursor);
      const last = rows.at(-1);
      if (last) cursor = { key: last.sort_key, id: last.id };
      return rows;
    },
    (rows) =>
      rows.map((r) => [
        r.id,
        r.title,
        r.abbreviation,
        r.issn,
        r.e_issn,
        r.publisher,
        r.publication_frequency,
        r.status,
        toBool(r.is_active),
        toBool(r.is_open_access),
        toBool(r.is_peer_reviewed),
        r.peer_review_type,
        r.country,
        r.website_url,
        r.contact_email,
        r.submission_fee,
        r.publication_fee,
        r.impact_factor,
        r.h_index,
        parseJsonList(r.subject_areas).join('; '),
        parseJsonList(r.languages).join('; '),
        r.manuscripts_count,
        r.created_at,
      ]),
  );
}
