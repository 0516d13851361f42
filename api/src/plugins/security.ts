// Security headers, the CORS allowlist and the rate-limit machinery (the auth
// routes opt in with `config.rateLimit`; counted in PostgreSQL when the API
// runs on it, so several processes share one budget per address).
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../lib/http-errors';
import { rateLimitStoreFor } from '../modules/auth';

export async function registerSecurity(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(helmet, {
    // The API answers JSON; only the docs page needs a policy, set by swagger-ui.
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const allowed = new Set(app.config.corsOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Accept',
      'Accept-Language',
      'Cache-Control',
      'Pragma',
      'Expires',
      'X-Requested-With',
      // Idempotent creates: the panel sends one per submission, so a retry makes no duplicate.
      'Idempotency-Key',
      // The section that made an API call (its section health counts the call's failures).
      'X-Colophon-Section',
    ],
    // A 409 marked "in progress" tells the panel to keep its Idempotency-Key (lib/idempotency.ts).
    exposedHeaders: ['Idempotency-Key-Status'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every API process shares one budget per address.
    store: rateLimitStoreFor(db),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many attempts. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
      ),
  });
}
