// GET journals and GET journals/export.csv: filters, paging and sort.
import { z } from 'zod';
import { makePaginationQuery, makeSortQuery, searchSchema, type SortDirection } from './common';
import { msg } from './messages';
import { tagFilterSchema } from './tag';
import { enumField, JOURNAL_STATUSES } from './journal-fields';

/** The columns the journals list sorts by; the list's default is the title. */
export const JOURNAL_SORTS = [
  'title',
  'status',
  'manuscripts_count',
  'created_at',
  'updated_at',
] as const;
export type JournalSort = (typeof JOURNAL_SORTS)[number];

/** Each sort's order when `direction` is left out: text A to Z, counts and dates largest/newest first. */
export const JOURNAL_SORT_NATURAL: Record<JournalSort, SortDirection> = {
  title: 'asc',
  status: 'asc',
  manuscripts_count: 'desc',
  created_at: 'desc',
  updated_at: 'desc',
};

const booleanQuery = z
  .enum(['true', 'false', '1', '0'], {
    error: msg('field.booleanFilter', { field: 'is_active' }),
  })
  .transform((v) => v === 'true' || v === '1');

export const journalListQuerySchema = makePaginationQuery(10)
  .extend({
    search: searchSchema.optional(),
    status: enumField(JOURNAL_STATUSES, 'status').optional(),
    is_active: booleanQuery.optional(),
    tag: tagFilterSchema,
  })
  .extend(makeSortQuery(JOURNAL_SORTS, 'title').shape);
export type JournalListQuery = z.output<typeof journalListQuerySchema>;

/** GET journals/export.csv: the list's filters and sort, no paging. */
export const journalExportQuerySchema = journalListQuerySchema.omit({ page: true, per_page: true });
export type JournalExportQuery = z.output<typeof journalExportQuerySchema>;
