// Global search (GET search): one query over journals, manuscripts, users,
// categories and tags, each group ranked, each hit with the ranges of its
// matched words (rendered as marks by the client: no HTML travels).
import { z } from 'zod';
import { msg } from './messages';

export const SEARCH_TYPES = ['journals', 'manuscripts', 'users', 'categories', 'tags'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_LIMIT_DEFAULT = 5;

export const SEARCH_MESSAGES = {
  queryRequired: msg('search.queryRequired'),
  typesInvalid: msg('search.typesInvalid'),
} as const;

const types = z
  .string()
  .max(200, SEARCH_MESSAGES.typesInvalid)
  .transform((v) =>
    v
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t.length > 0),
  )
  .pipe(z.array(z.enum(SEARCH_TYPES, { error: SEARCH_MESSAGES.typesInvalid })))
  .transform((list) => (list.length ? [...new Set(list)] : [...SEARCH_TYPES]));

/** GET search?q=&types=&limit=&page= (page: the results page's paging of one type). */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.queryRequired })
    .trim()
    .min(1, SEARCH_MESSAGES.queryRequired)
    .max(SEARCH_QUERY_MAX, msg('field.maxLength', { field: 'q', max: SEARCH_QUERY_MAX })),
  types: types.optional().transform((v) => v ?? [...SEARCH_TYPES]),
  limit: z.coerce
    .number({ error: msg('field.number', { field: 'limit' }) })
    .int(msg('field.integer', { field: 'limit' }))
    .min(1, msg('field.min', { field: 'limit', min: 1 }))
    .max(SEARCH_LIMIT_MAX, msg('field.max', { field: 'limit', max: SEARCH_LIMIT_MAX }))
    .default(SEARCH_LIMIT_DEFAULT),
  page: z.coerce
    .number({ error: msg('field.number', { field: 'page' }) })
    .int(msg('field.integer', { field: 'page' }))
    .min(1, msg('field.min', { field: 'page', min: 1 }))
    .max(1000, msg('field.max', { field: 'page', max: 1000 }))
    .default(1),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** A text with the [start, end) UTF-16 ranges of the words the query matched. */
export const highlightedTextSchema = z.object({
  text: z.string(),
  ranges: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type HighlightedText = z.infer<typeof highlightedTextSchema>;

export const searchHitSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  id: z.number().int(),
  title: highlightedTextSchema,
  /** Where else it matched (abstract, description, email), cut around the match. */
  snippet: highlightedTextSchema.nullable(),
  /** A short plain detail: a status, an ISSN, a slug. */
  detail: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  items: z.array(searchHitSchema),
  page: z.number().int(),
  /** More hits after this page. */
  has_more: z.boolean(),
  /**
   * Manuscripts only: the hits were ranked among the newest `candidates`
   * matches and older ones exist (the manuscripts list's search finds them all).
   */
  capped: z.boolean(),
  candidates: z.number().int(),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResponseSchema = z.object({
  data: z.object({
    query: z.string(),
    /** The requested types the reader may search, in SEARCH_TYPES order. */
    groups: z.array(searchGroupSchema),
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Where a hit opens in the panel. */
export function searchHitPath(hit: Pick<SearchHit, 'type' | 'id' | 'title'>): string {
  switch (hit.type) {
    case 'journals':
      return `/journals/${hit.id}`;
    case 'manuscripts':
      return `/manuscripts/${hit.id}`;
    case 'users':
      return `/users/${hit.id}`;
    case 'categories':
      return `/categories/${hit.id}`;
    case 'tags':
      return `/tags?search=${encodeURIComponent(hit.title.text)}`;
  }
}
