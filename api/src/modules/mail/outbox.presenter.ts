// A mail as the panel shows it: a sensitive mail (a sign-in or reset link)
// never carries its body out of the API.
import type { OutboxMail } from '@colophon/shared/contracts';
import { toBool } from '../../db/portable';
import type { OutboxRow } from './outbox-list.repository';

export function presentMail(row: OutboxRow): OutboxMail {
  const sensitive = toBool(row.sensitive);
  return {
    id: row.id,
    user_id: row.user_id,
    recipient_name: row.recipient_name ?? null,
    address: row.address,
    manuscript_id: row.manuscript_id,
    template_key: row.template_key,
    locale: row.locale,
    subject: row.subject,
    body: sensitive ? null : row.body,
    sensitive,
    state: row.state,
    error: row.error,
    attempts: row.attempts,
    created_at: row.created_at,
    sent_at: row.sent_at,
  };
}
