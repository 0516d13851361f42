// Decorates the app with its database (`app.db`) and each request with the
// database its handler works through (`request.db`): the app's, except for a
// request holding an Idempotency-Key claim, whose transactions are recorded
// into that claim (set by lib/idempotency.ts, with claimedDatabase). Route handlers
// use `request.db` (lint: no `app.db` inside a handler), so a create cannot
// escape its claim.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
  interface FastifyRequest {
    db: Database;
  }
}

/** Set on a claimed request only; any other reads the app's database through the getter. */
const ownDb = Symbol('request database');
type WithOwnDb = FastifyRequest & { [ownDb]?: Database };

export const dbPlugin = fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorate('db', db);
    app.decorateRequest('db', {
      getter(this: WithOwnDb) {
        return this[ownDb] ?? db;
      },
      setter(this: WithOwnDb, value: Database) {
        this[ownDb] = value;
      },
    });
  },
  { name: 'db' },
);
