// Decorates the app with its database (`app.db`).
import fp from 'fastify-plugin';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export const dbPlugin = fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorate('db', db);
  },
  { name: 'db' },
);
