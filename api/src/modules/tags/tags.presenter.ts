// Tag rows → the API shape, with their usage counts (one query per kind for a page).
import type { Tag } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { type TagRow, usageOf } from './tags.repository';

export async function presentTags(db: Database, rows: TagRow[]): Promise<Tag[]> {
  const usage = await usageOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const { manuscripts_count, journals_count } = usage.get(row.id)!;
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      color: row.color,
      description: row.description,
      manuscripts_count,
      journals_count,
      usage_count: manuscripts_count + journals_count,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

export async function presentTag(db: Database, row: TagRow): Promise<Tag> {
  const [tag] = await presentTags(db, [row]);
  return tag!;
}
