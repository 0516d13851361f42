// Tags on manuscripts and journals (core's tags gain name_key, description and
// colour), and the full-text indexes of the global search (GET search):
// contentless FTS5 tables kept by triggers on SQLite, GIN indexes over
// to_tsvector expressions on PostgreSQL. Manuscripts already have both (0002).
// Expression indexes (not generated columns) keep the tables' `select *`
// unchanged; api/src/modules/search/search.repository.ts repeats each
// expression exactly, which is what lets PostgreSQL use them.
import { sql } from 'kysely';
import { type AnyKysely, dialectName } from '../src/db/portable';

/** The searched columns of each table (the order is the FTS5 column order). */
const DOCUMENTS = {
  journals: ['title', 'abbreviation', 'issn', 'publisher', 'description'],
  users: ['name', 'email'],
  categories: ['name', 'description'],
  tags: ['name', 'description'],
} as const;
type Searched = keyof typeof DOCUMENTS;

/** Characters read as spaces in PostgreSQL's documents (0017 stores the same documents). */
const PUNCTUATION = '@.-_+/:';

/** Core's tags (0001) gain a case-free unique key, a description and a colour, and links. */
async function createTags(db: AnyKysely) {
  await db.schema.alterTable('tags').addColumn('name_key', 'varchar(100)').execute();
  await db.schema.alterTable('tags').addColumn('description', 'text').execute();
  await db.schema.alterTable('tags').addColumn('color', 'varchar(7)').execute();
  // tagNameKey(name) for the rows there are (the API sets it on every write).
  await sql`update tags set name_key = lower(trim(name))`.execute(db);
  await db.schema
    .createIndex('tags_name_key_unique')
    .on('tags')
    .column('name_key')
    .unique()
    .execute();

  for (const [table, owner] of [
    ['manuscript_tags', 'manuscript'],
    ['journal_tags', 'journal'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(`${owner}_id`, 'integer', (c) =>
        c.notNull().references(`${owner}s.id`).onDelete('cascade'),
      )
      .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pk`, [`${owner}_id`, 'tag_id'])
      .execute();
    // The list filter and the usage counts go from the tag to its records.
    await db.schema
      .createIndex(`${table}_tag_id_${owner}_id_index`)
      .on(table)
      .columns(['tag_id', `${owner}_id`])
      .execute();
  }
}

/** SQLite: an FTS5 index of `table`, filled now and kept in sync by triggers. */
async function createFts(db: AnyKysely, table: Searched) {
  const columns = DOCUMENTS[table];
  const list = sql.raw(columns.join(', '));
  const fresh = sql.raw(columns.map((c) => `coalesce(new.${c}, '')`).join(', '));
  const fts = sql.raw(`${table}_fts`);
  const name = (suffix: string) => sql.raw(`${table}_fts_${suffix}`);
  const on = sql.raw(table);
  await sql`create virtual table ${fts} using fts5(
    ${list}, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`insert into ${fts}(rowid, ${list})
    select id, ${sql.raw(columns.map((c) => `coalesce(${c}, '')`).join(', '))} from ${on}`.execute(
    db,
  );
  await sql`create trigger ${name('insert')} after insert on ${on} begin
    insert into ${fts}(rowid, ${list}) values (new.id, ${fresh});
  end`.execute(db);
  await sql`create trigger ${name('delete')} after delete on ${on} begin
    delete from ${fts} where rowid = old.id;
  end`.execute(db);
  await sql`create trigger ${name('update')} after update of ${list} on ${on} begin
    delete from ${fts} where rowid = old.id;
    insert into ${fts}(rowid, ${list}) values (new.id, ${fresh});
  end`.execute(db);
}

/** PostgreSQL: a GIN index over the table's search document. */
async function createGin(db: AnyKysely, table: Searched) {
  const document = DOCUMENTS[table].map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);
  // Punctuation becomes spaces, so an email or an ISSN is words (as FTS5's
  // tokenizer reads them), not one token PostgreSQL's parser keeps whole.
  await sql`create index ${sql.raw(`${table}_search_index`)} on ${sql.raw(table)}
    using gin (to_tsvector('simple'::regconfig, translate(${sql.raw(document)}, ${sql.lit(PUNCTUATION)}, ${sql.lit(' '.repeat(PUNCTUATION.length))})))`.execute(
    db,
  );
}

export async function up(db: AnyKysely): Promise<void> {
  await createTags(db);
  const postgres = dialectName(db) === 'postgres';
  for (const table of Object.keys(DOCUMENTS) as Searched[]) {
    await (postgres ? createGin(db, table) : createFts(db, table));
  }
}

export async function down(db: AnyKysely): Promise<void> {
  const postgres = dialectName(db) === 'postgres';
  for (const table of Object.keys(DOCUMENTS) as Searched[]) {
    if (postgres) {
      await sql`drop index if exists ${sql.raw(`${table}_search_index`)}`.execute(db);
      continue;
    }
    for (const suffix of ['insert', 'delete', 'update']) {
      await sql`drop trigger if exists ${sql.raw(`${table}_fts_${suffix}`)}`.execute(db);
    }
    await sql`drop table if exists ${sql.raw(`${table}_fts`)}`.execute(db);
  }
  for (const table of ['journal_tags', 'manuscript_tags']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('tags_name_key_unique').ifExists().execute();
  for (const column of ['color', 'description', 'name_key']) {
    await db.schema.alterTable('tags').dropColumn(column).execute();
  }
}
