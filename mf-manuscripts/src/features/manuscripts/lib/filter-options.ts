import {
  MANUSCRIPT_FILTER_TYPES,
  MANUSCRIPT_STATUSES,
  MANUSCRIPT_STATUS_FILTERS,
} from '@colophon/shared/contracts';

/**
 * The status filter: the six common statuses first, then the other workflow
 * statuses so that every manuscript can be found by its status.
 */
export const STATUS_FILTER_OPTIONS: readonly string[] = [
  ...MANUSCRIPT_STATUS_FILTERS,
  ...MANUSCRIPT_STATUSES.filter(
    (status) => !(MANUSCRIPT_STATUS_FILTERS as readonly string[]).includes(status),
  ),
];

/** The type filter: case_study rather than case_report, no book_review (the product's list). */
export const TYPE_FILTER_OPTIONS: readonly string[] = MANUSCRIPT_FILTER_TYPES;
