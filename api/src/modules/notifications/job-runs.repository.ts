// Claim rows of scheduled jobs: a process runs a job's tick only when its
// conditional update of the job's row succeeds, so of several API processes
// ticking at once exactly one runs it (the row lock serialises the updates on
// PostgreSQL, the single writer on SQLite; the loser sees the new time).
import type { Database } from '../../db/database';

/**
 * Claims the run of `name` at `now` for `owner` when its next run is due;
 * the next run is then due at `next`. True when this caller won the claim.
 */
export async function claimRun(
  db: Database,
  name: string,
  owner: string,
  now: string,
  next: string,
): Promise<boolean> {
  await db
    .insertInto('job_runs')
    .values({ name, next_run_at: now, claimed_by: null, last_run_at: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('job_runs')
    .set({ next_run_at: next, claimed_by: owner, last_run_at: now })
    .where('name', '=', name)
    .where('next_run_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
