// Content tables: journals, categories, manuscripts with their authors,
// revisions, reviewer assignments, reviews and status history. Portable between
// SQLite and PostgreSQL; full-text search is FTS5 (SQLite) or a generated
// tsvector with a GIN index (PostgreSQL).
import { type ColumnDefinitionBuilder, type CreateTableBuilder, sql } from 'kysely';
import {
  addId,
  type AnyKysely,
  booleanType,
  dialectName,
  type DialectName,
  floatType,
  timestampType,
} from '../src/db/portable';

const timestamps = <TB extends string>(table: CreateTableBuilder<TB>) =>
  table
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .addColumn('updated_at', timestampType, (c) => c.notNull());

async function index(db: AnyKysely, table: string, columns: string[], unique = false) {
  let builder = db.schema.createIndex(`${table}_${columns.join('_')}_index`).on(table);
  if (unique) builder = builder.unique();
  await builder.columns(columns).execute();
}

async function createJournals(db: AnyKysely, d: DialectName) {
  const bool = booleanType(d);
  const float = floatType(d);
  const list = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('[]');
  await timestamps(
    addId(db.schema.createTable('journals'), d)
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('abbreviation', 'varchar(100)')
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('issn', 'varchar(9)')
      .addColumn('e_issn', 'varchar(9)')
      .addColumn('publisher', 'varchar(255)')
      .addColumn('publication_frequency', 'varchar(20)', (c) => c.notNull().defaultTo('monthly'))
      .addColumn('website_url', 'varchar(2048)')
      .addColumn('contact_email', 'varchar(255)')
      .addColumn('is_active', bool, (c) => c.notNull().defaultTo(true))
      .addColumn('is_open_access', bool, (c) => c.notNull().defaultTo(false))
      .addColumn('is_peer_reviewed', bool, (c) => c.notNull().defaultTo(true))
      .addColumn('peer_review_type', 'varchar(20)', (c) => c.notNull().defaultTo('double_blind'))
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
      .addColumn('country', 'varchar(100)')
      .addColumn('logo_url', 'varchar(2048)')
      .addColumn('cover_image_url', 'varchar(2048)')
      .addColumn('cover_image', 'varchar(2048)')
      .addColumn('submission_fee', float)
      .addColumn('publication_fee', float)
      .addColumn('impact_factor', float)
      .addColumn('h_index', 'integer')
      .addColumn('citation_score', float)
      .addColumn('aims', 'text')
      .addColumn('scope', 'text')
      .addColumn('submission_guidelines', 'text')
      .addColumn('review_policy', 'text')
      .addColumn('editorial_policies', 'text')
      .addColumn('admin_notes', 'text')
      .addColumn('indexing_databases', 'text', list)
      .addColumn('subject_areas', 'text', list)
      .addColumn('keywords', 'text', list)
      .addColumn('languages', 'text', list)
      .addColumn('manuscript_types', 'text', list)
      .addColumn('total_issues', 'integer')
      .addColumn('acceptance_rate', float)
      .addColumn('avg_review_time_days', 'integer')
      .addColumn('manuscripts_count', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await index(db, 'journals', ['title']);
  await index(db, 'journals', ['status']);
  await index(db, 'journals', ['is_active']);
}

async function createCategories(db: AnyKysely, d: DialectName) {
  await timestamps(
    addId(db.schema.createTable('categories'), d)
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
      .addColumn('description', 'text')
      .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
      .addColumn('is_active', booleanType(d), (c) => c.notNull().defaultTo(true))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await index(db, 'categories', ['parent_id', 'sort_order']);
  await index(db, 'categories', ['name']);

  await db.schema
    .createTable('journal_categories')
    .addColumn('journal_id', 'integer', (c) =>
      c.notNull().references('journals.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addPrimaryKeyConstraint('journal_categories_pk', ['journal_id', 'category_id'])
    .execute();
  await index(db, 'journal_categories', ['category_id', 'journal_id']);
}

async function createManuscripts(db: AnyKysely, d: DialectName) {
  const base = timestamps(
    addId(db.schema.createTable('manuscripts'), d)
      .addColumn('journal_id', 'integer', (c) => c.notNull().references('journals.id'))
      .addColumn('submitter_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('title', 'varchar(500)', (c) => c.notNull())
      .addColumn('abstract', 'text', (c) => c.notNull())
      .addColumn('keywords', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('manuscript_type', 'varchar(50)', (c) => c.notNull())
      .addColumn('doi', 'varchar(255)')
      .addColumn('status', 'varchar(30)', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('submission_date', timestampType)
      .addColumn('submission_notes', 'text'),
  );
  // PostgreSQL: the search document is a generated column (no trigger to keep in sync).
  const table =
    d === 'postgres'
      ? base.addColumn('search_vector', sql`tsvector`, (c) =>
          c
            .generatedAlwaysAs(
              sql`to_tsvector('simple'::regconfig, title || ' ' || abstract || ' ' || keywords)`,
            )
            .stored(),
        )
      : base;
  await table.execute();
  // Every list filter is an equality plus "newest first" (id desc).
  await index(db, 'manuscripts', ['status', 'id']);
  await index(db, 'manuscripts', ['journal_id', 'id']);
  await index(db, 'manuscripts', ['submitter_id', 'id']);
  await index(db, 'manuscripts', ['manuscript_type', 'id']);
  await index(db, 'manuscripts', ['status', 'updated_at']);

  if (d === 'postgres') {
    await sql`create index manuscripts_search_vector_index on manuscripts using gin (search_vector)`.execute(
      db,
    );
  } else {
    await createSqliteFts(db);
  }
}

/** FTS5 external-content index kept in sync by triggers (only on text changes). */
async function createSqliteFts(db: AnyKysely) {
  await sql`create virtual table manuscripts_fts using fts5(
    title, abstract, keywords,
    content='manuscripts', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`create trigger manuscripts_fts_insert after insert on manuscripts begin
    insert into manuscripts_fts(rowid, title, abstract, keywords)
    values (new.id, new.title, new.abstract, new.keywords);
  end`.execute(db);
  await sql`create trigger manuscripts_fts_delete after delete on manuscripts begin
    insert into manuscripts_fts(manuscripts_fts, rowid, title, abstract, keywords)
    values ('delete', old.id, old.title, old.abstract, old.keywords);
  end`.execute(db);
  await sql`create trigger manuscripts_fts_update after update of title, abstract, keywords on manuscripts begin
    insert into manuscripts_fts(manuscripts_fts, rowid, title, abstract, keywords)
    values ('delete', old.id, old.title, old.abstract, old.keywords);
    insert into manuscripts_fts(rowid, title, abstract, keywords)
    values (new.id, new.title, new.abstract, new.keywords);
  end`.execute(db);
}

async function createManuscriptRelations(db: AnyKysely, d: DialectName) {
  const bool = booleanType(d);
  const manuscriptId = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('manuscripts.id').onDelete('cascade');

  await addId(db.schema.createTable('manuscript_authors'), d)
    .addColumn('manuscript_id', 'integer', manuscriptId)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('institution', 'varchar(255)')
    .addColumn('department', 'varchar(255)')
    .addColumn('orcid', 'varchar(19)')
    .addColumn('is_corresponding', bool, (c) => c.notNull().defaultTo(false))
    .addColumn('author_order', 'integer', (c) => c.notNull())
    .addColumn('contribution', 'text')
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .execute();
  await index(db, 'manuscript_authors', ['manuscript_id', 'author_order']);
  await index(db, 'manuscript_authors', ['user_id', 'manuscript_id']);

  await addId(db.schema.createTable('manuscript_revisions'), d)
    .addColumn('manuscript_id', 'integer', manuscriptId)
    .addColumn('version_number', 'integer', (c) => c.notNull())
    .addColumn('file_path', 'varchar(500)', (c) => c.notNull())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('is_current', bool, (c) => c.notNull().defaultTo(false))
    .addColumn('changes_summary', 'text')
    .addColumn('submitter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .execute();
  await index(db, 'manuscript_revisions', ['manuscript_id', 'version_number'], true);

  await addId(db.schema.createTable('review_assignments'), d)
    .addColumn('manuscript_id', 'integer', manuscriptId)
    .addColumn('reviewer_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('assigned_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .execute();
  await index(db, 'review_assignments', ['manuscript_id', 'reviewer_id'], true);
  await index(db, 'review_assignments', ['reviewer_id', 'manuscript_id']);

  await timestamps(
    addId(db.schema.createTable('reviews'), d)
      .addColumn('manuscript_id', 'integer', manuscriptId)
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('title', 'varchar(255)')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('is_verified', bool, (c) => c.notNull().defaultTo(false))
      .addCheckConstraint('reviews_rating_check', sql`rating between 1 and 5`),
  ).execute();
  await index(db, 'reviews', ['manuscript_id']);
  await index(db, 'reviews', ['user_id']);

  await addId(db.schema.createTable('manuscript_status_history'), d)
    .addColumn('manuscript_id', 'integer', manuscriptId)
    .addColumn('from_status', 'varchar(30)')
    .addColumn('to_status', 'varchar(30)', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestampType, (c) => c.notNull())
    .execute();
  await index(db, 'manuscript_status_history', ['manuscript_id', 'id']);
}

export async function up(db: AnyKysely): Promise<void> {
  const d = dialectName(db);
  await createJournals(db, d);
  await createCategories(db, d);
  await createManuscripts(db, d);
  await createManuscriptRelations(db, d);
}

export async function down(db: AnyKysely): Promise<void> {
  if (dialectName(db) === 'sqlite') {
    for (const trigger of ['insert', 'delete', 'update']) {
      await sql`drop trigger if exists ${sql.raw(`manuscripts_fts_${trigger}`)}`.execute(db);
    }
    await sql`drop table if exists manuscripts_fts`.execute(db);
  }
  for (const table of [
    'manuscript_status_history',
    'reviews',
    'review_assignments',
    'manuscript_revisions',
    'manuscript_authors',
    'manuscripts',
    'journal_categories',
    'categories',
    'journals',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
