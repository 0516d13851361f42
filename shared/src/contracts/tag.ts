// Tags: free labels on manuscripts and journals. A name is unique whatever its
// case; the slug comes from the name. The form and the API validate with
// `tagSchema`.
import { z } from 'zod';
import { makePaginationQuery, searchSchema } from './common';
import { msg } from './messages';

/** Message codes: render them with renderMessage (API) or useMessageText (front ends). */
export const TAG_MESSAGES = {
  nameRequired: msg('tag.nameRequired'),
  nameTaken: msg('tag.nameTaken'),
  colorInvalid: msg('tag.colorInvalid'),
  tagIds: msg('tag.tagIds'),
  tagsMissing: msg('tag.tagsMissing'),
  mergeTarget: msg('tag.mergeTarget'),
  mergeSelf: msg('tag.mergeSelf'),
  mergeMissing: msg('tag.mergeMissing'),
  filter: msg('tag.filter'),
} as const;

export const TAG_NAME_MAX = 100;
export const TAG_DESCRIPTION_MAX = 1000;
export const MAX_TAGS_PER_RECORD = 30;
export const TAG_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

const name = z
  .string({ error: TAG_MESSAGES.nameRequired })
  .trim()
  .min(1, TAG_MESSAGES.nameRequired)
  .max(TAG_NAME_MAX, msg('field.maxLength', { field: 'name', max: TAG_NAME_MAX }));

const description = z
  .string({ error: msg('field.text', { field: 'description' }) })
  .trim()
  .max(
    TAG_DESCRIPTION_MAX,
    msg('field.maxLength', { field: 'description', max: TAG_DESCRIPTION_MAX }),
  )
  .transform((v) => (v === '' ? null : v))
  .nullable();

/** '#rrggbb' (stored lower-case); '' or null clears it. */
const color = z
  .string({ error: TAG_MESSAGES.colorInvalid })
  .trim()
  .max(7, TAG_MESSAGES.colorInvalid)
  .refine((v) => v === '' || TAG_COLOR_PATTERN.test(v), TAG_MESSAGES.colorInvalid)
  .transform((v) => (v === '' ? null : v.toLowerCase()))
  .nullable();

/** POST tags and the tag form. */
export const tagSchema = z.object({
  name,
  description: description.optional(),
  color: color.optional(),
});
export type TagInput = z.output<typeof tagSchema>;
export type TagFormValues = z.input<typeof tagSchema>;

/** PUT tags/{id}: any subset. */
export const tagUpdateSchema = tagSchema.partial();
export type TagUpdateInput = z.output<typeof tagUpdateSchema>;

const tagId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** POST tags/{id}/merge: the tag that absorbs this one. */
export const tagMergeSchema = z.object({ target_id: tagId(TAG_MESSAGES.mergeTarget) });
export type TagMergeInput = z.output<typeof tagMergeSchema>;

/** `tag_ids` of manuscript and journal payloads: the whole set (replaces the record's tags). */
export const tagIdsSchema = z
  .array(tagId(TAG_MESSAGES.tagIds), { error: TAG_MESSAGES.tagIds })
  .max(MAX_TAGS_PER_RECORD, msg('field.maxItems', { field: 'tag_ids', max: MAX_TAGS_PER_RECORD }))
  .transform((ids) => [...new Set(ids)]);

/** `tag` filter of the manuscript and journal lists: a tag id ('' is no filter). */
export const tagFilterSchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, TAG_MESSAGES.filter)
    .transform(Number)
    .optional(),
);

/** A tag as records carry it. */
export const tagSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  color: z.string().nullable(),
});
export type TagSummary = z.infer<typeof tagSummarySchema>;

/** A tag with its usage (list and detail). */
export const tagEntitySchema = tagSummarySchema.extend({
  description: z.string().nullable(),
  manuscripts_count: z.number().int(),
  journals_count: z.number().int(),
  /** manuscripts_count + journals_count: the records a delete would untag. */
  usage_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Tag = z.infer<typeof tagEntitySchema>;

export const TAG_SORTS = ['name', 'usage', 'newest'] as const;
export type TagSort = (typeof TAG_SORTS)[number];

export const tagListQuerySchema = makePaginationQuery(15).extend({
  search: searchSchema.optional(),
  sort: z
    .enum(TAG_SORTS, { error: msg('field.oneOf', { field: 'sort', values: TAG_SORTS.join(', ') }) })
    .default('name'),
});
export type TagListQuery = z.output<typeof tagListQuerySchema>;

/** DELETE tags/{id} and merge: how many records lost (or moved) the tag. */
export const tagRemovalResultSchema = z.object({
  message: z.string(),
  manuscripts_untagged: z.number().int(),
  journals_untagged: z.number().int(),
});
export type TagRemovalResult = z.infer<typeof tagRemovalResultSchema>;

/** The key a name is unique by: trimmed, NFKC, lower case (so 'AI' and 'ai' collide). */
export const tagNameKey = (text: string) => text.trim().normalize('NFKC').toLowerCase();
