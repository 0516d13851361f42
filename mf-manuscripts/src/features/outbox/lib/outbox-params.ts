// The outbox list as the screen asks for it, and its GET outbox query.
import { MAIL_STATES, type MailState } from '@colophon/shared/contracts';

/** Page size of the outbox. */
export const OUTBOX_PER_PAGE = 20;

/** What the outbox screen asks for; '' means "no filter". */
export interface OutboxParams {
  page: number;
  perPage: number;
  search: string;
  state: MailState | '';
  /** A manuscript id (digits), or ''. */
  manuscript: string;
}

/** The query string of GET outbox (blanks left out). */
export interface OutboxApiQuery {
  page: number;
  per_page: number;
  search?: string;
  state?: MailState;
  manuscript_id?: number;
}

/** A hand-edited URL with an unknown state is read as no filter instead of a 422. */
export const knownState = (value: string): MailState | '' =>
  (MAIL_STATES as readonly string[]).includes(value) ? (value as MailState) : '';

/** A manuscript id as the URL holds it: digits only, else no filter. */
export const knownManuscript = (value: string) => (/^[1-9][0-9]{0,9}$/.test(value) ? value : '');

export function toOutboxQuery(params: OutboxParams): OutboxApiQuery {
  const query: OutboxApiQuery = { page: params.page, per_page: params.perPage };
  const search = params.search.trim();
  if (search) query.search = search;
  if (params.state) query.state = params.state;
  if (params.manuscript) query.manuscript_id = Number(params.manuscript);
  return query;
}
