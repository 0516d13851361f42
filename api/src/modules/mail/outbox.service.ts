// Reading the outbox: administrators read every mail; a manuscript's editors
// (the visibility policy's insiders) read the mail about it.
import { msg, type OutboxListQuery, type PaginationQuery } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../lib/http-errors';
import { paginate } from '../../lib/pagination';
import type { ManuscriptContext } from '../manuscripts';
import { policyForContext } from '../manuscripts';
import { findOutboxMail, outboxQuery, type OutboxRow } from './outbox-list.repository';
import { presentMail } from './outbox.presenter';

export const MAIL_NOT_FOUND = msg('mail.notFound');

const present = (rows: OutboxRow[]) => rows.map(presentMail);

export const listOutbox = (db: Database, query: OutboxListQuery) =>
  paginate(
    outboxQuery(db, {
      state: query.state,
      search: query.search || undefined,
      manuscriptId: query.manuscript_id,
    }),
    query,
    present,
  );

export async function getOutboxMail(db: Database, id: number) {
  const row = await findOutboxMail(db, id);
  if (!row) throw notFound(MAIL_NOT_FOUND);
  return presentMail(row);
}

/** A manuscript's mail: its editors and administrators only (the policy's insiders). */
export async function manuscriptMail(
  db: Database,
  context: ManuscriptContext,
  query: PaginationQuery,
) {
  const policy = await policyForContext(db, context);
  if (!policy.insider) throw forbidden();
  return paginate(
    outboxQuery(db, { manuscriptId: context.row.id, search: query.search || undefined }),
    query,
    present,
  );
}
