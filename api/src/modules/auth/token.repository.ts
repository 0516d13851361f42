// SQL of access tokens.
import type { Database } from '../../db/database';

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

/** The live token's owner (not revoked, not expired, owner not deleted). */
export async function findTokenOwner(db: Database, hash: string, now: string) {
  return db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id as token_id', 'u.id', 'u.name', 'u.email'])
    .where('t.token_hash', '=', hash)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', now)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
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

export async function roleNamesOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('r.name')
    .where('ur.user_id', '=', userId)
    .orderBy('r.id')
    .execute();
  return rows.map((r) => r.name);
}
