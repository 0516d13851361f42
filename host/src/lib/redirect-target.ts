import { type Location } from '@colophon/shared/router';

export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

/** What the router passes to /login when a protected page sent the visitor there. */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

const GUEST_PATHS = ['/login', '/register'];

/**
 * Set while a deliberate sign-out is under way. React Router applies the
 * navigation to /login as a transition, but the session store's change renders
 * at once: the protected page still renders one last time, signed out, and must
 * not record itself as the page to return to.
 */
let signingOut = false;
export const beginSignOut = () => {
  signingOut = true;
};
export const endSignOut = () => {
  signingOut = false;
};
export const isSigningOut = () => signingOut;

/**
 * Where to go after signing in: back to the page that asked for a session,
 * or the dashboard. Guest-only pages are never a target (they would bounce).
 */
export function redirectTargetFrom(state: unknown): string {
  const from = (state as FromState | null | undefined)?.from;
  const pathname = from?.pathname;
  // Only same-app paths: '//host' would leave the site.
  if (
    !from ||
    typeof pathname !== 'string' ||
    !pathname.startsWith('/') ||
    pathname.startsWith('//')
  ) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  if (GUEST_PATHS.includes(pathname)) return DEFAULT_SIGNED_IN_PATH;
  return `${pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
