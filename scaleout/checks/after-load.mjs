// After the load and the kill -9: nginx kept serving through the survivor,
// nothing acknowledged was lost, nothing was created twice (retries with the
// same Idempotency-Key included), and every uploaded file reads back, byte for
// byte, through the surviving process.
import { request, sha256 } from '../support/client.mjs';
import { check, expect } from '../support/report.mjs';

/** Rows per title of this run in `table`. */
async function countsByTitle(ctx, table) {
  const rows = await ctx.sql(
    `select title, count(*)::int as n from ${table} where title like $1 group by title`,
    [`${ctx.run} %`],
  );
  return new Map(rows.map((r) => [r.title, r.n]));
}

function lostAndDuplicated(created, counts) {
  const lost = created.filter((c) => c.acked && !counts.has(c.title)).map((c) => c.title);
  const duplicated = [...counts].filter(([, n]) => n > 1).map(([title, n]) => `${title} ×${n}`);
  return { lost, duplicated, unknown: created.filter((c) => !c.acked).length };
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited(items, limit, work) {
  let next = 0;
  const runOne = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: limit }, runOne));
}

export async function afterLoadChecks(ctx, load, survivor) {
  const { stats } = load;

  await check('nginx kept serving through the other process after the kill -9', async () => {
    expect(stats.killedAt, 'no process was killed');
    // Requests in flight on the killed process may fail; none after it is gone.
    const late = stats.failures.filter((t) => t > stats.killedAt + 2_000).length;
    const around = stats.failures.filter(
      (t) => t >= stats.killedAt && t <= stats.killedAt + 2_000,
    ).length;
    expect(late === 0, `${late} requests failed more than 2 s after the kill`);
    expect(survivor.alive(), 'the surviving process died');
    return `${around} requests failed at the kill (in flight on it), 0 after`;
  });

  await check('the load met no answer it should not have', async () => {
    const counts = {};
    for (const u of load.unexpected) counts[u] = (counts[u] ?? 0) + 1;
    expect(load.unexpected.length === 0, JSON.stringify(counts));
  });

  await check('0 acknowledged writes lost, 0 duplicates (journals)', async () => {
    const counts = await countsByTitle(ctx, 'journals');
    const { lost, duplicated, unknown } = lostAndDuplicated(load.journals, counts);
    expect(lost.length === 0, `${lost.length} lost: ${lost.slice(0, 5).join(', ')}`);
    expect(duplicated.length === 0, `duplicates: ${duplicated.slice(0, 5).join(', ')}`);
    const acked = load.journals.filter((j) => j.acked).length;
    return `${acked} acknowledged, ${counts.size} stored, ${unknown} without an answer`;
  });

  await check('0 acknowledged writes lost, 0 duplicates (manuscripts with files)', async () => {
    const counts = await countsByTitle(ctx, 'manuscripts');
    const { lost, duplicated, unknown } = lostAndDuplicated(load.uploads, counts);
    expect(lost.length === 0, `${lost.length} lost: ${lost.slice(0, 5).join(', ')}`);
    expect(duplicated.length === 0, `duplicates: ${duplicated.slice(0, 5).join(', ')}`);
    const acked = load.uploads.filter((u) => u.acked).length;
    return `${acked} acknowledged, ${counts.size} stored, ${unknown} without an answer`;
  });

  await check('a create sent again with its Idempotency-Key answers the first result', async () => {
    const { sent, same, different } = load.replays;
    expect(sent > 0, 'no create was sent twice');
    expect(same === sent, `${different.length} differed: ${different.slice(0, 5).join('; ')}`);
    return `${sent} sent again after their answer, ${load.stats.retries} retried after a failure`;
  });

  await check('every uploaded file is readable through the surviving process', async () => {
    const acked = load.uploads.filter((u) => u.acked);
    expect(acked.length > 0, 'nothing was uploaded');
    const bad = [];
    await eachLimited(acked, 8, async (u) => {
      const res = await request(
        survivor.url,
        'GET',
        `/api/v1/manuscripts/${u.id}/revisions/${u.revisionId}/file`,
        { token: ctx.authorToken, raw: true },
      );
      if (res.status !== 200) bad.push(`${u.title}: ${res.status}`);
      else if (sha256(res.data) !== u.sha256) bad.push(`${u.title}: other bytes`);
    });
    expect(
      bad.length === 0,
      `${bad.length} of ${acked.length} unreadable: ${bad.slice(0, 5).join('; ')}`,
    );
    return `${acked.length} files, ${acked.reduce((n, u) => n + u.bytes, 0)} bytes`;
  });
}
