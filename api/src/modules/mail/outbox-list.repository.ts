// SQL of reading the outbox: the administrators' list (state, search by
// recipient or subject, manuscript), one manuscript's mail, one mail.
import type { Database } from '../../db/database';
import { containsInsensitive } from '../../db/portable';
import type { MailState } from '../../db/schema-mail';

export type OutboxFilters = { state?: MailState; search?: string; manuscriptId?: number };

const COLUMNS = [
  'o.id',
  'o.user_id',
  'u.name as recipient_name',
  'o.address',
  'o.manuscript_id',
  'o.template_key',
  'o.locale',
  'o.subject',
  'o.body',
  'o.sensitive',
  'o.state',
  'o.error',
  'o.attempts',
  'o.created_at',
  'o.sent_at',
] as const;

const base = (db: Database) =>
  db.selectFrom('mail_outbox as o').leftJoin('users as u', 'u.id', 'o.user_id').select(COLUMNS);

/** The outbox, newest first. */
export function outboxQuery(db: Database, filters: OutboxFilters) {
  let query = base(db);
  if (filters.state) query = query.where('o.state', '=', filters.state);
  if (filters.manuscriptId !== undefined)
    query = query.where('o.manuscript_id', '=', filters.manuscriptId);
  const { search } = filters;
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(eb.ref('o.address'), search),
        containsInsensitive(eb.ref('u.name'), search),
        containsInsensitive(eb.ref('o.subject'), search),
      ]),
    );
  }
  return query.orderBy('o.id', 'desc');
}

export const findOutboxMail = (db: Database, id: number) =>
  base(db).where('o.id', '=', id).executeTakeFirst();

export type OutboxRow = NonNullable<Awaited<ReturnType<typeof findOutboxMail>>>;
