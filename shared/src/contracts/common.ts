// Shapes every endpoint shares: list queries, list responses and errors.
import { z } from 'zod';
import { msg } from './messages';

export const MAX_PER_PAGE = 100;

/** Bounded free-text search term (lists search names, titles, emails). */
export const searchSchema = z
  .string()
  .trim()
  .max(200, msg('field.maxLength', { field: 'search', max: 200 }));

// The parts every paged list shares, built once: ten lists make a pagination
// query, and each chain below is a handful of zod schemas to construct when the
// module loads (the panel's first evaluation builds several).
const pageSchema = z.coerce
  .number({ error: msg('field.number', { field: 'page' }) })
  .int(msg('field.integer', { field: 'page' }))
  .min(1, msg('field.min', { field: 'page', min: 1 }))
  .max(1_000_000, msg('field.max', { field: 'page', max: 1_000_000 }))
  .default(1);
const perPageNumber = z.coerce
  .number({ error: msg('field.number', { field: 'per_page' }) })
  .int(msg('field.integer', { field: 'per_page' }))
  .min(1, msg('field.min', { field: 'per_page', min: 1 }))
  .max(1_000_000, msg('field.max', { field: 'per_page', max: 1_000_000 }));
const optionalSearch = searchSchema.optional();
const capPerPage = (n: number) => Math.min(n, MAX_PER_PAGE);

/**
 * Query of a paged list. Not strict on purpose: clients add a cache-busting
 * timestamp parameter to list calls. per_page above 100 is capped to 100.
 */
export const makePaginationQuery = (defaultPerPage = 15) =>
  z.object({
    page: pageSchema,
    per_page: perPageNumber.default(defaultPerPage).transform(capPerPage),
    search: optionalSearch,
  });

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * `sort` and `direction` of a sortable list: `sort` one of the
 * list's sortable `fields`, `direction` asc or desc. Without `direction` the
 * API uses the field's natural order (dates and counts newest/largest first,
 * text A to Z), which the list's repository documents.
 */
export const makeSortQuery = <const F extends readonly [string, ...string[]]>(
  fields: F,
  defaultSort: F[number],
) =>
  z.object({
    sort: z
      .enum(fields, { error: msg('field.oneOf', { field: 'sort', values: fields.join(', ') }) })
      .default(defaultSort),
    direction: z
      .enum(SORT_DIRECTIONS, {
        error: msg('field.oneOf', { field: 'direction', values: SORT_DIRECTIONS.join(', ') }),
      })
      .optional(),
  });

export const paginationQuerySchema = makePaginationQuery(15);
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const paginationMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** `{ data: T[], meta }` — the response of every list endpoint. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: paginationMetaSchema });
export type Paginated<T> = { data: T[]; meta: PaginationMeta };

/** `{ data: T }` — a single resource. */
export const single = <T extends z.ZodType>(item: T) => z.object({ data: item });
export type Single<T> = { data: T };

/** `{ message, data: T }` — the response of a create or update. */
export const mutation = <T extends z.ZodType>(item: T) =>
  z.object({ message: z.string(), data: item });
export type Mutation<T> = { message: string; data: T };

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/** Field errors: first-level field name → messages. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Every error answer (400/401/403/404/409/413/415/422/429/5xx). */
export const errorSchema = z.object({ message: z.string(), errors: fieldErrorsSchema.optional() });
export type ErrorResponse = z.infer<typeof errorSchema>;

/** Positive integer path id (`/users/{id}`): digits only; anything else is a 404 at the API. */
export const idSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, msg('common.idPositive'))
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647, msg('common.idRange')));
export const idParamSchema = z.object({ id: idSchema });

/**
 * A route's `:id` as `idSchema` reads it (digits, 1..2,147,483,647), else
 * null: the screens show a malformed id as not found, as the API answers 404.
 */
export function parseId(value: unknown): number | null {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** ISO-8601 timestamp as the API sends it. */
export const timestampSchema = z.string();
