// The mixed load through nginx: `connections` clients, each in a loop of
// reads, journal creates and manuscript uploads (creates carry an
// Idempotency-Key and are retried with it when their outcome is unknown, as
// the panel's client does), for `seconds`. `during` runs once at `killAt` of
// the way (the kill -9). Every create is remembered: acknowledged (201), or
// unknown (no answer), with what was sent — the checks afterwards compare.
import crypto from 'node:crypto';
import { manuscriptForm, percentile, request, sha256 } from './client.mjs';

const RETRYABLE = new Set([0, 502, 503, 504]);
/** An answer the server gave (not a lost connection or a proxy's 5xx). */
const answered = (status) => !RETRYABLE.has(status);
const READS = ['/api/v1/journals', '/api/v1/manuscripts', '/api/v1/auth/me', '/api/v1/tags'];

/**
 * Sends one create until it is acknowledged, refused, or the retry time is up.
 * A 409 is the same key still running (on the killed process, until the API
 * sees that process gone and settles the key from what it stored).
 */
async function createWithRetries(send, stats) {
  const deadline = Date.now() + 8_000;
  let attempt = 0;
  let first;
  for (;;) {
    attempt += 1;
    const res = await send();
    first ??= res.status;
    stats.record(res);
    if (attempt > 1) stats.retries += 1;
    if (!RETRYABLE.has(res.status) && res.status !== 409) return { res, first, attempts: attempt };
    if (Date.now() > deadline) return { res, first, attempts: attempt, unknown: true };
    await new Promise((r) => setTimeout(r, 100 * Math.min(attempt, 5)));
  }
}

function newStats() {
  const stats = {
    byStatus: new Map(),
    latencies: [],
    requests: 0,
    retries: 0,
    /** Requests that failed (no answer or 5xx) and when, relative to the kill. */
    failures: [],
    killedAt: null,
    record(res) {
      stats.requests += 1;
      stats.byStatus.set(res.status, (stats.byStatus.get(res.status) ?? 0) + 1);
      stats.latencies.push(res.ms);
      if (res.status === 0 || res.status >= 500) stats.failures.push(Date.now());
    },
  };
  return stats;
}

/**
 * @param {object} o
 * @param {string} o.base         nginx's panel origin
 * @param {string} o.adminToken   journals are created by an administrator
 * @param {string} o.authorToken  manuscripts by an author
 * @param {string} o.run          a tag of this run in every title
 * @param {(title: string) => Buffer} o.pdf
 * @param {number} o.connections
 * @param {number} o.seconds
 * @param {number} [o.killAt]     share of the time (0–1) at which `during` runs
 * @param {() => Promise<void>} [o.during]
 */
export async function runLoad(o) {
  const stats = newStats();
  const journals = [];
  const uploads = [];
  const replays = { sent: 0, same: 0, different: [] };
  const unexpected = [];
  const started = Date.now();
  const end = started + o.seconds * 1000;
  let n = 0;

  const journalCreate = async () => {
    const key = crypto.randomUUID();
    const title = `${o.run} journal ${++n}`;
    const json = { title, description: 'Created under load through nginx.' };
    const send = () =>
      request(o.base, 'POST', '/api/v1/journals', { token: o.adminToken, json, key });
    const { res, first, unknown } = await createWithRetries(send, stats);
    const entry = {
      title,
      key,
      id: res.data?.data?.id ?? null,
      acked: res.status === 201,
      // Its first send met no answer (in flight at the kill): checks/resend-unanswered.mjs sends it again.
      unanswered: !answered(first),
      send,
    };
    journals.push(entry);
    if (!entry.acked && !unknown) unexpected.push(`journal create ${res.status}`);
    // One in five acknowledged creates is sent again with its key: the first answer, nothing new.
    if (entry.acked && Math.random() < 0.2) {
      replays.sent += 1;
      // Retried like any create when it meets the kill (502): the answer is what counts.
      const { res: again } = await createWithRetries(send, stats);
      if (again.status === 201 && again.data?.data?.id === entry.id) replays.same += 1;
      else replays.different.push(`${title}: ${again.status} ${again.data?.data?.id}`);
    }
  };

  const upload = async (journalId) => {
    const key = crypto.randomUUID();
    const title = `${o.run} manuscript ${++n}`;
    const pdf = o.pdf(title);
    const send = () =>
      request(o.base, 'POST', `/api/v1/journals/${journalId}/manuscripts`, {
        token: o.authorToken,
        form: manuscriptForm(title, pdf),
        key,
      });
    const { res, first, unknown } = await createWithRetries(send, stats);
    const data = res.data?.data;
    uploads.push({
      title,
      key,
      acked: res.status === 201,
      unanswered: !answered(first),
      send,
      id: data?.id ?? null,
      revisionId: data?.revisions?.[0]?.id ?? null,
      sha256: sha256(pdf),
      bytes: pdf.length,
    });
    if (res.status !== 201 && !unknown) unexpected.push(`upload ${res.status}`);
  };

  const worker = async () => {
    while (Date.now() < end) {
      const r = Math.random();
      if (r < 0.6) {
        const path = READS[Math.floor(Math.random() * READS.length)];
        const res = await request(o.base, 'GET', path, { token: o.adminToken });
        stats.record(res);
        if (res.status !== 200) unexpected.push(`GET ${path} ${res.status}`);
      } else if (r < 0.85) {
        await journalCreate();
      } else {
        await upload(o.journalId);
      }
    }
  };

  const killer = (async () => {
    if (!o.during) return;
    await new Promise((r) => setTimeout(r, o.seconds * 1000 * (o.killAt ?? 0.4)));
    stats.killedAt = Date.now();
    await o.during();
  })();
  await Promise.all([...Array.from({ length: o.connections }, worker), killer]);
  const seconds = (Date.now() - started) / 1000;
  return {
    seconds,
    stats,
    journals,
    uploads,
    replays,
    unexpected,
    figures: {
      requests: stats.requests,
      rps: Math.round(stats.requests / seconds),
      p50: Math.round(percentile(stats.latencies, 50)),
      p99: Math.round(percentile(stats.latencies, 99)),
      statuses: Object.fromEntries([...stats.byStatus].sort(([a], [b]) => a - b)),
      retries: stats.retries,
    },
  };
}
