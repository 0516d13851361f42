// SQL of tags and of their links to manuscripts and journals. Plain functions taking `db`.
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { slugsLike as takenSlugs } from '../../lib/slugs.repository';
import { containsInsensitive } from '../../db/portable';
import type { TagsTable } from '../../db/schema-core';
import type { TagSort } from '@colophon/shared/contracts';

export type TagRow = Selectable<TagsTable>;
export type TagRef = { id: number; name: string; slug: string; color: string | null };
export type Owner = 'manuscript' | 'journal';
export type UsageCounts = { manuscripts_count: number; journals_count: number };

const LINKS = { manuscript: 'manuscript_tags', journal: 'journal_tags' } as const;

const usage = (owner: Owner) =>
  sql<number>`(select count(*) from ${sql.table(LINKS[owner])} l where l.tag_id = tags.id)`;

export function tagsQuery(db: Database, { search, sort }: { search?: string; sort: TagSort }) {
  let query = db.selectFrom('tags').selectAll();
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(eb.ref('name'), search),
        containsInsensitive(eb.ref('description'), search),
      ]),
    );
  }
  if (sort === 'usage') {
    query = query.orderBy(sql`${usage('manuscript')} + ${usage('journal')}`, 'desc');
  } else if (sort === 'newest') {
    query = query.orderBy('id', 'desc');
  }
  return query.orderBy('name_key').orderBy('id');
}

export const findTagById = (db: Database, id: number) =>
  db.selectFrom('tags').selectAll().where('id', '=', id).executeTakeFirst();

/** The tag holding this name key, other than `exceptId`. */
export async function findTagByKey(db: Database, key: string, exceptId?: number) {
  let query = db.selectFrom('tags').select('id').where('name_key', '=', key);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function existingTagIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('tags').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Records carrying each tag. */
export async function usageOf(db: Database, ids: number[]): Promise<Map<number, UsageCounts>> {
  const counts = new Map<number, UsageCounts>(
    ids.map((id) => [id, { manuscripts_count: 0, journals_count: 0 }]),
  );
  if (ids.length === 0) return counts;
  const [manuscripts, journals] = await Promise.all(
    (['manuscript', 'journal'] as const).map((owner) =>
      db
        .selectFrom(LINKS[owner])
        .select(['tag_id', sql<number>`count(*)`.as('count')])
        .where('tag_id', 'in', ids)
        .groupBy('tag_id')
        .execute(),
    ),
  );
  for (const r of manuscripts!) counts.get(r.tag_id)!.manuscripts_count = Number(r.count);
  for (const r of journals!) counts.get(r.tag_id)!.journals_count = Number(r.count);
  return counts;
}

/** Slugs equal to `base` or `base-N` (lib/slugs.repository.ts). */
export const slugsLike = (db: Database, base: string, exceptId?: number) =>
  takenSlugs(db, 'tags', base, exceptId);

export async function insertTag(db: Database, values: Insertable<TagsTable>) {
  const row = await db.insertInto('tags').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTagRow(db: Database, id: number, values: Updateable<TagsTable>) {
  await db.updateTable('tags').set(values).where('id', '=', id).execute();
}

/** Removes the tag from every record, then the tag; how many records of each kind lost it. */
export async function deleteTagRow(db: Database, id: number) {
  const counts = (await usageOf(db, [id])).get(id)!;
  await db.deleteFrom('manuscript_tags').where('tag_id', '=', id).execute();
  await db.deleteFrom('journal_tags').where('tag_id', '=', id).execute();
  await db.deleteFrom('tags').where('id', '=', id).execute();
  return counts;
}

/**
 * Moves every record of tag `from` to tag `to`; a record carrying both keeps
 * one link. Returns how many records gained `to`.
 */
export async function moveLinks(db: Database, owner: Owner, from: number, to: number) {
  const table = LINKS[owner];
  const column = sql.ref(`${owner}_id`);
  const result = await sql`insert into ${sql.table(table)} (${column}, tag_id)
    select ${column}, ${to} from ${sql.table(table)} s
    where s.tag_id = ${from}
      and not exists (select 1 from ${sql.table(table)} t where t.tag_id = ${to} and t.${column} = s.${column})`.execute(
    db,
  );
  await sql`delete from ${sql.table(table)} where tag_id = ${from}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

// ── Links of records ────────────────────────────────────────────────────────

/** The tags of several records, by record id, in name order. */
export async function tagsOf(db: Database, owner: Owner, ids: number[]) {
  const byRecord = new Map<number, TagRef[]>();
  if (ids.length === 0) return byRecord;
  const rows = await sql<TagRef & { record_id: number }>`
    select l.${sql.ref(`${owner}_id`)} as record_id, t.id, t.name, t.slug, t.color
    from ${sql.table(LINKS[owner])} l join tags t on t.id = l.tag_id
    where l.${sql.ref(`${owner}_id`)} in (${sql.join(ids)})
    order by t.name_key`.execute(db);
  for (const { record_id, ...tag } of rows.rows) {
    const id = Number(record_id);
    const list = byRecord.get(id) ?? [];
    list.push(tag);
    byRecord.set(id, list);
  }
  return byRecord;
}

/** Replaces a record's tags with `tagIds`. */
export async function replaceTags(db: Database, owner: Owner, recordId: number, tagIds: number[]) {
  const table = LINKS[owner];
  const column = sql.ref(`${owner}_id`);
  await sql`delete from ${sql.table(table)} where ${column} = ${recordId}`.execute(db);
  for (const tagId of new Set(tagIds)) {
    await sql`insert into ${sql.table(table)} (${column}, tag_id) values (${recordId}, ${tagId})`.execute(
      db,
    );
  }
}

/** The ids of the records carrying a tag: a subquery for list filters. */
export const recordsTagged = (db: Database, owner: Owner, tagId: number) =>
  owner === 'manuscript'
    ? db.selectFrom('manuscript_tags').select('manuscript_id as id').where('tag_id', '=', tagId)
    : db.selectFrom('journal_tags').select('journal_id as id').where('tag_id', '=', tagId);
