// Idempotent POSTs: a signed-in POST carrying an Idempotency-Key
// runs once per user and key for 24 hours; a retry (a network error, a
// double submit, a process killed mid-answer) gets the first answer — status
// and body — and creates nothing. The same key with another request is a 422;
// while the first is still running, a 409 marked `Idempotency-Key-Status:
// in-progress` (the panel sends the key again). Claim-then-complete: the claim
// row's primary key lets only one of two concurrent identical requests run.
// The request's transactions write what they committed into the claim row, in
// the same transaction (idempotency-transactions.ts); when its process dies
// before answering, the next re-send takes the claim over at once
// (idempotency-holder.ts tells a dead process from a slow one) and answers
// from what was stored instead of creating the row again.
// Multipart bodies are read by the handler, so only their URL is compared.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { msg } from '@colophon/shared/contracts';
import type { Database } from '../db/database';
import { unprocessable } from './http-errors';
import { startHolder, type Holder } from './idempotency-holder';
import {
  type ClaimedRequest,
  type ClaimScope,
  type Commit,
  claimedDatabase,
  inProgress,
  isInProgress,
} from './idempotency-transactions';
import * as repo from './idempotency.repository';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** On the 409 of a key still in progress, so a client can tell it from a real conflict. */
export const IDEMPOTENCY_STATUS_HEADER = 'idempotency-key-status';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A claim unanswered this long is taken over even from a live process (past
 * any request timeout: its request was lost); never twice, as the holder is
 * checked on every write.
 */
const ABANDONED_MS = 2 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** Claim, read, take over: a race lost to another re-send is tried again this often. */
const SETTLE_ATTEMPTS = 3;

type StoredAnswer = { status: number; content_type: string | null; body: string | null };
type Settled = { claim: ClaimedRequest } | { answer: StoredAnswer };

const requestHash = (request: FastifyRequest) =>
  crypto
    .createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

function parseCommits(results: string | null): Commit[] {
  if (!results) return [];
  const parsed: unknown = JSON.parse(results);
  return Array.isArray(parsed) ? (parsed as Commit[]) : [];
}

/**
 * Claims the key for this request, or finds the answer to replay: a claim
 * whose holder is gone (or that nobody holds) is taken over, with what it
 * committed to replay; one still held by a live request is a 409.
 */
async function settleKey(
  app: { db: Database },
  holder: Holder,
  request: { userId: number; key: string; hash: string },
): Promise<Settled> {
  const { userId, key, hash } = request;
  for (let attempt = 0; attempt < SETTLE_ATTEMPTS; attempt++) {
    const now = Date.now();
    const claim = { userId, key, holder: holder.id };
    const stamp = new Date(now).toISOString();
    const expired = new Date(now - IDEMPOTENCY_TTL_MS).toISOString();
    if (await repo.claimKey(app.db, { ...claim, hash, now: stamp }, expired)) {
      return { claim: { ...claim, earlier: [], commits: [] } };
    }
    const first = await repo.findKey(app.db, userId, key);
    if (!first) continue; // released between the two reads: claim it again
    if (first.request_hash !== hash) {
      const message = msg('common.idempotencyKeyReused');
      throw unprocessable(message, { idempotency_key: [message] });
    }
    if (first.status !== null) return { answer: { ...first, status: first.status } };
    const since = first.claimed_at ?? first.created_at;
    const abandoned = since < new Date(now - ABANDONED_MS).toISOString();
    if (first.holder !== null && !abandoned && !(await holder.isGone(first.holder))) {
      throw inProgress();
    }
    const taken = await repo.takeOverKey(app.db, { ...claim, now: stamp }, first.holder);
    if (!taken) continue; // settled or taken by another re-send meanwhile: read it again
    const commits = parseCommits(taken.results);
    return { claim: { ...claim, earlier: [...commits], commits } };
  }
  throw inProgress();
}

function replayAnswer(reply: FastifyReply, first: StoredAnswer) {
  void reply.code(first.status).header('idempotent-replayed', 'true');
  if (first.content_type) void reply.header('content-type', first.content_type);
  return reply.send(first.body ?? '');
}

export const idempotencyPlugin = fp(async (app) => {
  // The claim rows are written to the app's own database, never through a request's claimed one.
  const { db } = app;
  /** The request's scope: its claim is cleared there once the answer is stored. */
  const claims = new WeakMap<FastifyRequest, ClaimScope>();
  let lastPurge = 0;
  /** Deletes keys past their 24 hours, at most once a minute. */
  const purgeNowAndThen = async () => {
    const now = Date.now();
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    await repo.purgeKeys(db, new Date(now - IDEMPOTENCY_TTL_MS).toISOString());
  };
  const holder = await startHolder(db);
  app.addHook('onClose', async () => holder.close());

  // preHandler: after the route's authentication (onRequest) and body validation.
  app.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== 'POST' || header === undefined || !request.user) return done();
    const key = Array.isArray(header) ? (header[0] ?? '') : header;
    if (!KEY_PATTERN.test(key)) {
      const message = msg('common.idempotencyKeyInvalid');
      return done(unprocessable(message, { idempotency_key: [message] }));
    }
    const userId = request.user.id;
    purgeNowAndThen()
      .then(() => settleKey(app, holder, { userId, key, hash: requestHash(request) }))
      .then(
        (settled) => {
          if ('answer' in settled) return void replayAnswer(reply, settled.answer);
          const scope: ClaimScope = { claim: settled.claim };
          claims.set(request, scope);
          request.db = claimedDatabase(db, scope);
          done();
        },
        (error: Error) => done(error),
      );
  });

  // The 409 of a key held by another request, here or from a transaction that lost its claim.
  app.addHook('onError', async (_request, reply, error) => {
    if (isInProgress(error)) {
      void reply.header(IDEMPOTENCY_STATUS_HEADER, 'in-progress').header('retry-after', '1');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const scope = claims.get(request);
    const claim = scope?.claim;
    if (!scope || !claim) return payload;
    claims.delete(request);
    // Work this request leaves running (a timer, a background job) is no part of the key.
    scope.claim = undefined;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await repo.releaseKey(db, claim);
    } else {
      const type = reply.getHeader('content-type');
      await repo.completeKey(db, claim, {
        status: reply.statusCode,
        contentType: typeof type === 'string' ? type : null,
        body: payload,
      });
    }
    return payload;
  });
});
