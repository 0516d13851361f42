// The creates in flight when a process was killed: their first send met no
// answer, though the dead process may have stored the row. A user pressing
// Save again sends the same Idempotency-Key; once the dead process's hold on
// the key is gone, that re-send must answer with the row the first send
// stored (or create it, if it never committed), and never store a second one.
import { check, expect } from '../support/report.mjs';

const IN_PROGRESS = 409;
const NO_ANSWER = new Set([0, 502, 503, 504]);
/**
 * How long a re-send waits for a definitive answer: past any hold a dead
 * process can leave on a key (an older API released such a key only after
 * 2 minutes, then ran the create a second time).
 */
const SETTLE_MS = 150_000;

/** Sends a create again with its key until the answer is not "in progress" or "no answer". */
async function resendUntilSettled(entry) {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const res = await entry.send();
    if (res.status !== IN_PROGRESS && !NO_ANSWER.has(res.status)) return res;
    if (Date.now() > deadline) return res;
    await new Promise((r) => setTimeout(r, 2_000));
  }
}

/** Ids of the rows of `table` whose title is `title` (the run's unique marker). */
async function storedIds(ctx, table, title) {
  const rows = await ctx.sql(`select id from ${table} where title = $1 order by id`, [title]);
  return rows.map((r) => r.id);
}

async function resendAll(ctx, table, entries) {
  const problems = [];
  await Promise.all(
    entries.map(async (entry) => {
      const res = await resendUntilSettled(entry);
      const id = res.data?.data?.id ?? null;
      const again = await entry.send();
      const ids = await storedIds(ctx, table, entry.title);
      if (res.status !== 201) problems.push(`${entry.title}: re-send answered ${res.status}`);
      else if (ids.length !== 1) problems.push(`${entry.title}: ${ids.length} rows stored`);
      else if (id !== ids[0]) problems.push(`${entry.title}: answered ${id}, stored ${ids[0]}`);
      else if (entry.acked && entry.id !== id)
        problems.push(`${entry.title}: acknowledged as ${entry.id}, re-send answered ${id}`);
      else if (again.status !== 201 || again.data?.data?.id !== id)
        problems.push(
          `${entry.title}: a second re-send answered ${again.status} ${again.data?.data?.id}`,
        );
    }),
  );
  return problems;
}

export async function resendUnansweredChecks(ctx, load) {
  await check(
    'a create in flight at the kill -9, sent again with its key, answers its stored row (0 duplicates)',
    async () => {
      const journals = load.journals.filter((j) => j.unanswered);
      const uploads = load.uploads.filter((u) => u.unanswered);
      expect(journals.length + uploads.length > 0, 'no create was in flight at the kill');
      const started = Date.now();
      const problems = [
        ...(await resendAll(ctx, 'journals', journals)),
        ...(await resendAll(ctx, 'manuscripts', uploads)),
      ];
      expect(
        problems.length === 0,
        `${problems.length} of ${journals.length + uploads.length}: ${problems.slice(0, 6).join('; ')}`,
      );
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      return `${journals.length} journal creates and ${uploads.length} uploads sent again, settled in ${seconds} s`;
    },
  );
}
