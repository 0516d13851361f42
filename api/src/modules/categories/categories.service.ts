// Rules of categories: unique slugs from names, a parent that keeps the
// hierarchy a tree, no deletion while subcategories or journals hang on it.
import {
  CATEGORY_MESSAGES,
  type Category,
  type CategoryInput,
  type CategoryListQuery,
  type CategoryReorderInput,
  type CategoryTreeNode,
  type CategoryUpdateInput,
  slugify,
} from '@colophon/shared/contracts';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { nowIso } from '../../db/portable';
import { writeAudit } from '../../lib/audit.repository';
import { conflict, fieldError, notFound } from '../../lib/http-errors';
import { paginate } from '../../lib/pagination';
import type { AuthUser } from '../auth';
import { presentCategories, presentCategory, buildTree } from './categories.presenter';
import * as repo from './categories.repository';
import { findCycle, parentProblem, toParentMap } from './category-hierarchy';

export const CATEGORY_NOT_FOUND = 'Category not found';

export async function loadCategory(db: Database, id: number) {
  const row = await repo.findCategoryById(db, id);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

export const listCategories = (db: Database, query: CategoryListQuery) =>
  paginate(repo.categoriesQuery(db, query), query, (rows) => presentCategories(db, rows));

export async function categoryTree(db: Database): Promise<CategoryTreeNode[]> {
  const [rows, counts] = await Promise.all([repo.allCategories(db), repo.countsOf(db)]);
  return buildTree(rows, counts);
}

export async function getCategory(db: Database, id: number): Promise<Category> {
  return presentCategory(db, await loadCategory(db, id));
}

/** `base`, else the first free `base-N`. */
async function uniqueSlug(db: Database, name: string, exceptId?: number) {
  const base = slugify(name);
  const taken = await repo.slugsLike(db, base, exceptId);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function assertParent(db: Database, id: number | null, parentId: number | null | undefined) {
  if (parentId === undefined || parentId === null) return;
  const problem = parentProblem(toParentMap(await repo.parentLinks(db)), id, parentId);
  if (problem) throw fieldError('parent_id', problem);
}

/** Two writers may pick the same slug at once: the loser retries with the next one. */
async function withSlugRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export function createCategory(db: Database, actor: AuthUser, input: CategoryInput) {
  return withSlugRetry(() =>
    db.transaction().execute(async (trx) => {
      await assertParent(trx, null, input.parent_id);
      const now = nowIso();
      const id = await repo.insertCategory(trx, {
        name: input.name,
        slug: await uniqueSlug(trx, input.name),
        description: input.description ?? null,
        parent_id: input.parent_id ?? null,
        is_active: input.is_active,
        sort_order: input.order,
        created_at: now,
        updated_at: now,
      });
      const category = await presentCategory(trx, (await repo.findCategoryById(trx, id))!);
      await writeAudit(trx, {
        actorId: actor.id,
        entity: 'category',
        entityId: id,
        action: 'created',
        after: category,
      });
      return category;
    }),
  );
}

export function updateCategory(
  db: Database,
  actor: AuthUser,
  id: number,
  input: CategoryUpdateInput,
) {
  return withSlugRetry(() =>
    db.transaction().execute(async (trx) => {
      const row = await loadCategory(trx, id);
      const before = await presentCategory(trx, row);
      await assertParent(trx, id, input.parent_id);
      const renamed = input.name !== undefined && input.name !== row.name;
      await repo.updateCategoryRow(trx, id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(renamed ? { slug: await uniqueSlug(trx, input.name!, id) } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.parent_id !== undefined ? { parent_id: input.parent_id } : {}),
        ...(input.is_active !== undefined ? { is_active: input.is_active } : {}),
        ...(input.order !== undefined ? { sort_order: input.order } : {}),
        updated_at: nowIso(),
      });
      const after = await presentCategory(trx, (await repo.findCategoryById(trx, id))!);
      await writeAudit(trx, {
        actorId: actor.id,
        entity: 'category',
        entityId: id,
        action: 'updated',
        before,
        after,
      });
      return after;
    }),
  );
}

export async function deleteCategory(db: Database, actor: AuthUser, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await presentCategory(trx, await loadCategory(trx, id));
    if (await repo.hasChildren(trx, id)) throw conflict(CATEGORY_MESSAGES.hasChildren);
    if (await repo.hasJournals(trx, id)) throw conflict(CATEGORY_MESSAGES.hasJournals);
    await repo.deleteCategoryRow(trx, id);
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'category',
      entityId: id,
      action: 'deleted',
      before,
    });
  });
}

/** What a deletion's audit image must hold for the category to be put back as it was. */
const deletedImageSchema = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  is_active: z.boolean(),
  order: z.number().int(),
  created_at: z.string(),
});

/**
 * Puts a deleted category back exactly as it was — same id, slug, parent and
 * position — from the image its deletion wrote to the audit trail. A category
 * can only be deleted without subcategories or journals, so nothing else
 * pointed at it and nothing else needs restoring. Refused when the category
 * exists, when no deletion of it is recorded, and when its parent is gone
 * (it would have nowhere to go back to). Its slug, if taken meanwhile, gets
 * the next free one.
 */
export function restoreCategory(db: Database, actor: AuthUser, id: number) {
  return withSlugRetry(() =>
    db.transaction().execute(async (trx) => {
      if (await repo.findCategoryById(trx, id)) throw conflict(CATEGORY_MESSAGES.notDeleted);
      const image = await repo.lastDeletionImage(trx, id);
      const parsed = image === null ? null : deletedImageSchema.safeParse(JSON.parse(image));
      if (!parsed?.success) throw notFound(CATEGORY_MESSAGES.noDeletion);
      const was = parsed.data;
      if (was.parent_id !== null && !(await repo.findCategoryById(trx, was.parent_id))) {
        throw conflict(CATEGORY_MESSAGES.restoreParentGone);
      }
      const slugTaken = (await repo.slugsLike(trx, was.slug)).has(was.slug);
      await repo.insertCategory(trx, {
        id,
        name: was.name,
        slug: slugTaken ? await uniqueSlug(trx, was.name) : was.slug,
        description: was.description,
        parent_id: was.parent_id,
        is_active: was.is_active,
        sort_order: was.order,
        created_at: was.created_at,
        updated_at: nowIso(),
      });
      const category = await presentCategory(trx, (await repo.findCategoryById(trx, id))!);
      await writeAudit(trx, {
        actorId: actor.id,
        entity: 'category',
        entityId: id,
        action: 'restored',
        after: category,
      });
      return category;
    }),
  );
}

/** Moves and reorders several categories at once; all or nothing, never a cycle. */
export async function reorderCategories(
  db: Database,
  actor: AuthUser,
  input: CategoryReorderInput,
) {
  await db.transaction().execute(async (trx) => {
    const parents = toParentMap(await repo.parentLinks(trx));
    const missing = input.orders
      .flatMap((o) => [o.id, o.parent_id])
      .filter((id): id is number => id !== null && !parents.has(id));
    if (missing.length) {
      throw fieldError(
        'orders',
        `These categories do not exist: ${[...new Set(missing)].join(', ')}.`,
      );
    }
    const before = input.orders.map((o) => ({ id: o.id, parent_id: parents.get(o.id) ?? null }));
    for (const o of input.orders) parents.set(o.id, o.parent_id);
    const cycle = findCycle(parents);
    if (cycle !== null) {
      throw fieldError(
        'orders',
        `The new order would put category ${cycle} under itself or one of its subcategories.`,
      );
    }
    const now = nowIso();
    for (const o of input.orders) {
      await repo.updateCategoryRow(trx, o.id, {
        parent_id: o.parent_id,
        sort_order: o.order,
        updated_at: now,
      });
    }
    await writeAudit(trx, {
      actorId: actor.id,
      entity: 'category',
      entityId: null,
      action: 'reordered',
      before,
      after: input.orders,
    });
  });
}
