// Kysely table types of migration 0009-tags-and-search: the links of tags to
// manuscripts and journals, and SQLite's FTS5 indexes of the global search
// (the tags table itself is core's, with 0009's columns).
import type { ColumnType } from 'kysely';

export interface ManuscriptTagsTable {
  manuscript_id: number;
  tag_id: number;
}

export interface JournalTagsTable {
  journal_id: number;
  tag_id: number;
}

/** SQLite only: a contentless FTS5 index (rowid = the row's id). */
interface FtsTable {
  rowid: ColumnType<number, never, never>;
}

export interface TagTables {
  manuscript_tags: ManuscriptTagsTable;
  journal_tags: JournalTagsTable;
  journals_fts: FtsTable;
  users_fts: FtsTable;
  categories_fts: FtsTable;
  tags_fts: FtsTable;
}
