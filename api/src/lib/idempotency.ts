// Idempotent POSTs: a signed-in POST carrying an Idempotency-Key
// runs once per user and key for 24 hours; a retry (a network error, a
// double submit, a process killed mid-answer) gets the first answer — status
// and body — and creates nothing. The same key with another request is a 422;
// while the first is still running, a 409. Claim-then-complete: the claim row's
// primary key lets only one of two concurrent identical requests run.
// Multipart bodies are read by the handler, so only their URL is compared.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { msg } from '@colophon/shared/contracts';
import { conflict, unprocessable } from './http-errors';
import * as repo from './idempotency.repository';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim never completed this long after it was made is abandoned (a crash). */
const ABANDONED_MS = 2 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

type Claim = { userId: number; key: string };

const requestHash = (request: FastifyRequest) =>
  crypto
    .createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

export const idempotencyPlugin = fp(async (app) => {
  const claims = new WeakMap<FastifyRequest, Claim>();
  let lastPurge = 0;

  // preHandler: after the route's authentication (onRequest) and body validation.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== 'POST' || header === undefined || !request.user) return;
    const key = Array.isArray(header) ? (header[0] ?? '') : header;
    if (!KEY_PATTERN.test(key)) {
      const message = msg('common.idempotencyKeyInvalid');
      throw unprocessable(message, { idempotency_key: [message] });
    }
    const now = Date.now();
    const userId = request.user.id;
    const hash = requestHash(request);
    if (now - lastPurge >= PURGE_EVERY_MS) {
      lastPurge = now;
      await repo.purgeKeys(app.db, new Date(now - IDEMPOTENCY_TTL_MS).toISOString());
    }
    const claimed = await repo.claimKey(
      app.db,
      { userId, key, hash, now: new Date(now).toISOString() },
      new Date(now - IDEMPOTENCY_TTL_MS).toISOString(),
      new Date(now - ABANDONED_MS).toISOString(),
    );
    if (claimed) {
      claims.set(request, { userId, key });
      return;
    }
    const first = await repo.findKey(app.db, userId, key);
    if (!first) return; // released between the two reads: nothing to replay, run it
    if (first.request_hash !== hash) {
      const message = msg('common.idempotencyKeyReused');
      throw unprocessable(message, { idempotency_key: [message] });
    }
    if (first.status === null) throw conflict(msg('common.idempotencyKeyInProgress'));
    void reply.code(first.status).header('idempotent-replayed', 'true');
    if (first.content_type) void reply.header('content-type', first.content_type);
    return reply.send(first.body ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await repo.releaseKey(app.db, claim.userId, claim.key);
    } else {
      const type = reply.getHeader('content-type');
      await repo.completeKey(app.db, claim.userId, claim.key, {
        status: reply.statusCode,
        contentType: typeof type === 'string' ? type : null,
        body: payload,
      });
    }
    return payload;
  });
});
