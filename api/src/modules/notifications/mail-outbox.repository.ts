// SQL of the mail outbox: notifications not yet mailed, with their recipient,
// and the conditional mark that claims one for sending.
import type { Database } from '../../db/database';

export async function unmailed(db: Database, limit: number) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select([
      'n.id',
      'n.code',
      'n.params',
      'n.link',
      'u.email',
      'u.name',
      'u.locale',
      'u.deleted_at',
    ])
    .where('n.mailed_at', 'is', null)
    .orderBy('n.id')
    .limit(limit)
    .execute();
}

export type OutboxRow = Awaited<ReturnType<typeof unmailed>>[number];

/** Claims a notification's e-mail (at most once, whoever else is sending). */
export async function claimMail(db: Database, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ mailed_at: at })
    .where('id', '=', id)
    .where('mailed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
