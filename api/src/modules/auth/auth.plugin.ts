// Bearer-token authentication: `app.authenticate` (401) sets `request.user`;
// `requirePermission(...)` (403) guards by the contracts' PERMISSIONS, the
// table the front ends read too (`requireRoles` where no permission fits).
// All are hooks usable as onRequest (preferred: a 401/403 comes before any
// 422 of the body) or preHandler.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { can, hasAnyRole, type Permission } from '../../lib/roles';
import { sessionOfToken } from './auth.service';
import type { AuthUser } from '../users';
import { sessionCacheOf } from './session-cache';

export type { AuthUser };
export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: AuthHook;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; only read it on authenticated routes. */
    user: AuthUser;
    /** The id of the access token the request was authenticated with. */
    accessTokenId: number | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i;

export const authPlugin = fp(
  async (app) => {
    // Other processes' session writes are followed from the start (PostgreSQL: this process
    // listens, and is counted among those a sign-out waits for).
    sessionCacheOf(app.db);
    app.decorateRequest('user', null as unknown as AuthUser);
    app.decorateRequest('accessTokenId', null);

    app.decorate(
      'authenticate',
      async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
        const match = BEARER.exec(request.headers.authorization ?? '');
        if (!match?.[1]) throw unauthorized();
        const session = await sessionOfToken(request.db, match[1]);
        if (!session) throw unauthorized();
        request.user = session.user;
        request.accessTokenId = session.tokenId;
      },
    );
  },
  { name: 'auth', dependencies: ['db'] },
);

/** A hook: 401 when signed out, 403 (with `message`) unless `allowed(user)`. */
function guardBy(allowed: (user: AuthUser) => boolean, message?: string): AuthHook {
  return async function guard(request: FastifyRequest) {
    if (!request.user) throw unauthorized();
    if (!allowed(request.user)) throw forbidden(message);
  };
}

/** Hook: 403 unless the signed-in user has `permission` (`can()` of the contracts). */
export const requirePermission = (permission: Permission, message?: string): AuthHook =>
  guardBy((user) => can(user.roles, permission), message);

/** Hook: 403 unless the signed-in user holds one of `roles`. Use after `app.authenticate`. */
export const requireRoles = (...roles: string[]): AuthHook =>
  guardBy((user) => hasAnyRole(user, roles));
