import { downloadCsv } from '@colophon/shared';
import { type ManuscriptsListParams } from '../lib/list-params';
import { toManuscriptsApiQuery } from './get-manuscripts';

/** The filters and order of the export: the list's, without paging (blanks left out). */
export function toExportQuery(params: ManuscriptsListParams) {
  const { search, status, manuscript_type, tag, sort, direction } = toManuscriptsApiQuery(params);
  return Object.fromEntries(
    Object.entries({ search, status, manuscript_type, tag, sort, direction }).filter(
      ([, v]) => v !== undefined,
    ),
  );
}

/** Every manuscript of the current search and filters (not just this page) as CSV. */
export function exportManuscripts(params: ManuscriptsListParams): Promise<void> {
  return downloadCsv('manuscripts/export.csv', toExportQuery(params), 'manuscripts.csv');
}
