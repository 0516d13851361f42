// Bearer-token authentication: `app.authenticate` (401) sets `request.user`;
// `requireRoles(...)` (403) guards by role. Both are hooks usable as
// onRequest (preferred: a 401/403 comes before any 422 of the body) or preHandler.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-errors';
import { hasAnyRole } from '../lib/roles';
import { findTokenOwner, roleNamesOf } from '../modules/auth/token.repository';
import { hashToken } from '../modules/auth/tokens';

export type AuthUser = { id: number; name: string; email: string; roles: string[] };
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
    app.decorateRequest('user', null as unknown as AuthUser);
    app.decorateRequest('accessTokenId', null);

    app.decorate(
      'authenticate',
      async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
        const match = BEARER.exec(request.headers.authorization ?? '');
        if (!match?.[1]) throw unauthorized();
        const owner = await findTokenOwner(app.db, hashToken(match[1]), new Date().toISOString());
        if (!owner) throw unauthorized();
        request.user = {
          id: owner.id,
          name: owner.name,
          email: owner.email,
          roles: await roleNamesOf(app.db, owner.id),
        };
        request.accessTokenId = owner.token_id;
      },
    );
  },
  { name: 'auth', dependencies: ['db'] },
);

/** Hook: 403 unless the signed-in user holds one of `roles`. Use after `app.authenticate`. */
export function requireRoles(...roles: string[]): AuthHook {
  return requireAnyRole(roles);
}

/** `requireRoles` with a custom 403 message. */
export function requireAnyRole(roles: readonly string[], message?: string): AuthHook {
  return async function requireRole(request: FastifyRequest) {
    if (!request.user) throw unauthorized();
    if (!hasAnyRole(request.user, roles)) throw forbidden(message);
  };
}
