// One list page in one statement (issue 20): the page's rows with what a list
// item shows of its relations — journal, submitter, first corresponding
// author and tags — so a page costs one round trip to PostgreSQL instead of
// five. The ids come from the list's narrow-index query (a subquery).
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import { dialectName } from '../../db/portable';
import type { TagRef } from '../tags/tags.repository';
import { COLUMNS } from './manuscript-columns';
import { type ListOrder, orderItems } from './manuscripts-order';
import type { ManuscriptRow } from './manuscripts.repository';

export type ListRow = ManuscriptRow & {
  journal_title: string | null;
  journal_review: string | null;
  submitter_name: string | null;
  corresponding_first: string | null;
  corresponding_last: string | null;
  corresponding_email: string | null;
  tags: TagRef[];
};

/** The page's tags as a JSON array, in name order (as tagsOf gives them). */
function tagsJson(db: Database) {
  if (dialectName(db) === 'postgres') {
    return sql<
      TagRef[] | string
    >`(select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name,
        'slug', t.slug, 'color', t.color) order by t.name_key), '[]'::json)
      from manuscript_tags l join tags t on t.id = l.tag_id where l.manuscript_id = m.id)`;
  }
  return sql<TagRef[] | string>`(select json_group_array(json_object('id', t.id, 'name', t.name,
      'slug', t.slug, 'color', t.color) order by t.name_key)
    from manuscript_tags l join tags t on t.id = l.tag_id where l.manuscript_id = m.id)`;
}

export async function listPageRows<QDB, QTB extends keyof QDB>(
  db: Database,
  ids: SelectQueryBuilder<QDB, QTB, { id: number }>,
  order: ListOrder,
): Promise<ListRow[]> {
  const corresponding =
    dialectName(db) === 'postgres' ? sql`a.is_corresponding` : sql`a.is_corresponding = 1`;
  const query = db
    .selectFrom('manuscripts as m')
    .leftJoin('journals as j', 'j.id', 'm.journal_id')
    .leftJoin('users as s', 's.id', 'm.submitter_id')
    .leftJoin('manuscript_authors as ca', (join) =>
      join.on(
        'ca.id',
        '=',
        sql<number>`(select a.id from manuscript_authors a where a.manuscript_id = m.id
          and ${corresponding} order by a.author_order, a.id limit 1)`,
      ),
    )
    .select(COLUMNS)
    .select([
      'j.title as journal_title',
      'j.peer_review_type as journal_review',
      's.name as submitter_name',
      'ca.first_name as corresponding_first',
      'ca.last_name as corresponding_last',
      'ca.email as corresponding_email',
      tagsJson(db).as('tags'),
    ])
    .where('m.id', 'in', ids);
  const rows = await orderItems(db, order)
    .reduce((q, item) => q.orderBy(item), query)
    .execute();
  return rows.map((row) => ({
    ...row,
    tags: typeof row.tags === 'string' ? (JSON.parse(row.tags) as TagRef[]) : (row.tags ?? []),
  }));
}
