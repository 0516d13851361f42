import { useListParams } from '@colophon/shared';
import { JOURNALS_PER_PAGE } from '../../../lib/page-size';
import { type JournalManuscriptsParams } from '../lib/manuscripts-params';

/** Paging of a journal's manuscripts, kept in the detail page's URL. */
export function useJournalManuscriptsParams() {
  const list = useListParams({ per_page: JOURNALS_PER_PAGE });
  const params: JournalManuscriptsParams = { page: list.page, perPage: list.per_page };
  return { params, list };
}
