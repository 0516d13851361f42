// SQL of the audit trail: who did what to which record, when, with before/after images.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export type AuditEntry = {
  actorId: number | null;
  entity: string;
  entityId: number | null;
  action: string;
  before?: unknown;
  after?: unknown;
};

const SECRET_KEYS = new Set([
  'password',
  'password_confirmation',
  'token',
  'token_hash',
  'access_token',
]);

/** JSON of a record image with secrets removed. */
function serialize(image: unknown): string | null {
  if (image === undefined || image === null) return null;
  return JSON.stringify(image, (key, value: unknown) => (SECRET_KEYS.has(key) ? undefined : value));
}

/** Writes one audit row. Call it inside the write's transaction. */
export async function writeAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      entity: entry.entity,
      entity_id: entry.entityId,
      action: entry.action,
      before: serialize(entry.before),
      after: serialize(entry.after),
      created_at: new Date().toISOString(),
    })
    .execute();
}
