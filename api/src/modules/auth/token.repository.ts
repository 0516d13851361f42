// SQL of access tokens.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { stringAgg } from '../../db/dialect/sql-dialect';
import { queryTemplate } from '../../db/performance/query-template';

export async function insertToken(
  db: Database,
  values: { userId: number; hash: string; name: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('access_tokens')
    .values({
      user_id: values.userId,
      token_hash: values.hash,
      name: values.name,
      expires_at: values.expiresAt,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** The token's owner with their roles, compiled once (lib/query-template): it runs on every request. */
const tokenOwner = queryTemplate((db, values: { hash: string; now: string }) => {
  // Role names hold no comma (lowercase letters and hyphens).
  const roles = sql<string | null>`(select ${stringAgg(db)}(r.name, ',' order by r.id)
    from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id)`;
  return db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id as token_id', 't.expires_at', 'u.id', 'u.name', 'u.email', roles.as('roles')])
    .where('t.token_hash', '=', values.hash)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', values.now)
    .where('u.deleted_at', 'is', null);
});

/**
 * The live token's owner (not revoked, not expired, owner not deleted) with
 * their role names in role-id order: one query per authenticated request (the
 * roles are read live, so a role change or a revocation counts at once).
 */
export async function findTokenOwner(db: Database, hash: string, now: string) {
  const row = await tokenOwner.first(db, { hash, now });
  return row && { ...row, roles: row.roles ? row.roles.split(',') : [] };
}

export async function revokeToken(db: Database, tokenId: number): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live token of the user (but `exceptTokenId`, when given). */
export async function revokeUserTokens(
  db: Database,
  userId: number,
  exceptTokenId: number | null = null,
): Promise<void> {
  let query = db
    .updateTable('access_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptTokenId !== null) query = query.where('id', '!=', exceptTokenId);
  await query.execute();
}
