// Categories: a hierarchy (parent_id) with a display order. The form and the
// API validate with `categorySchema`.
import { z } from 'zod';
import { makePaginationQuery, searchSchema } from './common';
import { msg } from './messages';

/** Message codes: render them with renderMessage (API) or useMessageText (front ends). */
export const CATEGORY_MESSAGES = {
  nameRequired: msg('category.nameRequired'),
  formInvalid: msg('category.formInvalid'),
  hasChildren: msg('category.hasChildren'),
  hasJournals: msg('category.hasJournals'),
  parentSelf: msg('category.parentSelf'),
  parentDescendant: msg('category.parentDescendant'),
  parentMissing: msg('category.parentMissing'),
  notDeleted: msg('category.notDeleted'),
  noDeletion: msg('category.noDeletion'),
  restoreParentGone: msg('category.restoreParentGone'),
} as const;

export const CATEGORY_DEFAULT_ORDER = 0;
const MAX_ORDER = 1_000_000;

const idField = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const parentId = idField(msg('category.parentId')).nullable();
const order = z
  .number({ error: msg('field.integer', { field: 'order' }) })
  .int(msg('field.integer', { field: 'order' }))
  .min(0, msg('field.min', { field: 'order', min: 0 }))
  .max(MAX_ORDER, msg('field.max', { field: 'order', max: MAX_ORDER }));

const name = z
  .string({ error: CATEGORY_MESSAGES.nameRequired })
  .trim()
  .min(1, CATEGORY_MESSAGES.nameRequired)
  .max(255, msg('field.maxLength', { field: 'name', max: 255 }));

const description = z
  .string({ error: msg('field.text', { field: 'description' }) })
  .trim()
  .max(2000, msg('field.maxLength', { field: 'description', max: 2000 }))
  .transform((v) => (v === '' ? null : v))
  .nullable();

const isActive = z.boolean({ error: msg('field.boolean', { field: 'is_active' }) });

/** POST categories and the category form. */
export const categorySchema = z.object({
  name,
  description: description.optional(),
  parent_id: parentId.optional(),
  is_active: isActive.default(true),
  order: order.default(CATEGORY_DEFAULT_ORDER),
});
export type CategoryInput = z.output<typeof categorySchema>;
export type CategoryFormValues = z.input<typeof categorySchema>;

/** PUT categories/{id}: any subset (no defaults, so omitted fields stay as they are). */
export const categoryUpdateSchema = z.object({
  name: name.optional(),
  description: description.optional(),
  parent_id: parentId.optional(),
  is_active: isActive.optional(),
  order: order.optional(),
});
export type CategoryUpdateInput = z.output<typeof categoryUpdateSchema>;

/** POST categories/reorder: the new parent and position of each listed category. */
export const categoryReorderSchema = z.object({
  orders: z
    .array(
      z.object({
        id: idField(msg('category.id')),
        parent_id: parentId,
        order,
      }),
      { error: msg('category.ordersList') },
    )
    .min(1, msg('category.ordersEmpty'))
    .max(1000, msg('field.maxItems', { field: 'orders', max: 1000 }))
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, {
      message: msg('category.ordersUnique'),
    }),
});
export type CategoryReorderInput = z.output<typeof categoryReorderSchema>;

export const categorySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

const categoryFields = {
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  is_active: z.boolean(),
  order: z.number().int(),
  journals_count: z.number().int(),
  manuscripts_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** A category with its parent and direct children (list and detail). */
export const categoryEntitySchema = z.object({
  ...categoryFields,
  parent: categorySummarySchema.nullable(),
  children: z.array(z.object(categoryFields)),
});
export type Category = z.infer<typeof categoryEntitySchema>;

/** A node of GET categories/tree: children nested to any depth. */
export type CategoryTreeNode = z.infer<z.ZodObject<typeof categoryFields>> & {
  children: CategoryTreeNode[];
};
export const categoryTreeNodeSchema: z.ZodType<CategoryTreeNode> = z.object({
  ...categoryFields,
  get children() {
    return z.array(categoryTreeNodeSchema);
  },
});

export const categoryListQuerySchema = makePaginationQuery(100).extend({
  search: searchSchema.optional(),
  is_active: z
    .enum(['true', 'false', '1', '0'], {
      error: msg('field.booleanFilter', { field: 'is_active' }),
    })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  parent_id: z
    .string()
    .regex(/^(null|[1-9][0-9]{0,9})$/, msg('category.parentFilter'))
    .transform((v) => (v === 'null' ? null : Number(v)))
    .optional(),
});
export type CategoryListQuery = z.output<typeof categoryListQuerySchema>;

/** Lower-case, ASCII, hyphenated slug of a name (falls back to 'category'). */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '');
  return slug || 'category';
}
