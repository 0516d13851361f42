// Rules of tags: a name unique whatever its case, a slug from the name, delete
// that untags every record, and merge (records move, duplicates collapse, the
// source goes) — each write one audited transaction.
import {
  slugify,
  type Tag,
  TAG_MESSAGES,
  type TagInput,
  type TagListQuery,
  type TagMergeInput,
  tagNameKey,
  type TagUpdateInput,
  msg,
} from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { nowIso } from '../../db/portable';
import { writeAudit } from '../../lib/audit.repository';
import { fieldError, notFound } from '../../lib/http-errors';
import { paginate } from '../../lib/pagination';
import type { AuthUser } from '../auth';
import { presentTag, presentTags } from './tags.presenter';
import * as repo from './tags.repository';

export const TAG_NOT_FOUND = msg('tag.notFound');

export async function loadTag(db: Database, id: number) {
  const row = await repo.findTagById(db, id);
  if (!row) throw notFound(TAG_NOT_FOUND);
  return row;
}

export const listTags = (db: Database, query: TagListQuery) =>
  paginate(repo.tagsQuery(db, query), query, (rows) => presentTags(db, rows));

export async function getTag(db: Database, id: number): Promise<Tag> {
  return presentTag(db, await loadTag(db, id));
}

async function uniqueSlug(db: Database, name: string, exceptId?: number) {
  const base = slugify(name) === 'category' && !/category/i.test(name) ? 'tag' : slugify(name);
  const taken = await repo.slugsLike(db, base, exceptId);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function assertNameFree(db: Database, name: string, exceptId?: number) {
  if (await repo.findTagByKey(db, tagNameKey(name), exceptId)) {
    throw fieldError('name', TAG_MESSAGES.nameTaken);
  }
}

/**
 * A concurrent writer may take the name or slug between check and insert: a
 * name clash is the 422 the check gives; a slug clash retries with the next slug.
 */
async function withUniqueness<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (name !== undefined && /name_key/.test(String((error as Error).message))) {
        throw fieldError('name', TAG_MESSAGES.nameTaken);
      }
      if (attempt >= 3) throw fieldError('name', TAG_MESSAGES.nameTaken);
    }
  }
}

export function createTag(db: Database, actor: AuthUser, input: TagInput) {
  return withUniqueness(input.name, () =>
    db.transaction().execute(async (trx) => {
      await assertNameFree(trx, input.name);
      const now = nowIso();
      const id = await repo.insertTag(trx, {
        name: input.name,
        name_key: tagNameKey(input.name),
        slug: await uniqueSlug(trx, input.name),
        description: input.description ?? null,
        color: input.color ?? null,
        created_at: now,
        updated_at: now,
      });
      const tag = await presentTag(trx, (await repo.findTagById(trx, id))!);
      await writeAudit(trx, {
        actorId: actor.id,
        entity: 'tag',
        entityId: id,
        action: 'created',
        after: tag,
      });
      return tag;
    }),
  );
}

export function updateTag(db: Database, actor: AuthUser, id: number, input: TagUpdateInput) {
  return withUniqueness(input.name, () =>
    db.transaction().execute(async (trx) => {
      const row = await loadTag(trx, id);
      const before = await presentTag(trx, row);
      const renamed = input.name !== undefined && input.name !== row.name;
      if (renamed) await assertNameFree(trx, input.name!, id);
      const reslug = renamed && slugify(input.name!) !== slugify(row.name);
      await repo.updateTagRow(trx, id, {
        ...(renamed ? { name: input.name, name_key: tagNameKey(input.name!) } : {}),
        ...(reslug ? { slug: await uniqueSlug(trx, input.name!, id) } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.color !== undefined ? { color: input.color } : {}),
        updated_at: nowIso(),
      });
      const after = await presentTag(trx, (await repo.findTagById(trx, id))!);
      await writeAudit(trx, {
        actorId: actor.id,
        entity: 'tag',
        entityId: id,
        action: 'updated',
        before,
        after,
      });
      return after;
    }),
  );
}

/** Deletes the tag and removes it from every record; how many records lost it. */
export async function deleteTag(db: Database, actor: AuthUser, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = await presentTag(trx, await loadTag(trx, id));
    const counts = await repo.deleteTagRow(trx, id);
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'tag',
      entityId: id,
      action: 'deleted',
      before,
    });
    return {
      manuscripts_untagged: counts.manuscripts_count,
      journals_untagged: counts.journals_count,
    };
  });
}

/** Merges tag `id` into `target_id`: its records move over (no duplicate links), then it is deleted. */
export async function mergeTag(db: Database, actor: AuthUser, id: number, input: TagMergeInput) {
  if (input.target_id === id) throw fieldError('target_id', TAG_MESSAGES.mergeSelf);
  return db.transaction().execute(async (trx) => {
    const source = await presentTag(trx, await loadTag(trx, id));
    const targetRow = await repo.findTagById(trx, input.target_id);
    if (!targetRow) throw fieldError('target_id', TAG_MESSAGES.mergeMissing);
    const manuscripts = await repo.moveLinks(trx, 'manuscript', id, input.target_id);
    const journals = await repo.moveLinks(trx, 'journal', id, input.target_id);
    await repo.deleteTagRow(trx, id);
    const target = await presentTag(trx, targetRow);
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'tag',
      entityId: id,
      action: 'merged',
      before: source,
      after: { into: target.id, manuscripts_moved: manuscripts, journals_moved: journals },
    });
    return target;
  });
}

/** 422 on `tag_ids` when some of the given tags do not exist. */
export async function assertTagsExist(db: Database, ids: number[] | undefined) {
  if (!ids?.length) return;
  const found = await repo.existingTagIds(db, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    throw fieldError('tag_ids', msg('tag.tagsMissing', { ids: missing.join(', ') }));
  }
}
