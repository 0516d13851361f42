import { type ReactNode } from 'react';
import { useLocation } from '@colophon/shared/router';
import { AccessDenied, useAuthStore } from '@colophon/shared';
import { useSectionManifests } from '../federation/section-registry';
import { mayOpenPath } from './section-access-rules';

/**
 * The host's guard of a section route: a screen the registry keeps from the
 * user's roles shows the access screen, and the section is not mounted (so
 * no request that would only fail with 403 is made).
 */
export function SectionAccess({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const manifests = useSectionManifests();
  const roles = useAuthStore((state) => state.user?.roles);
  return mayOpenPath(manifests, pathname, roles) ? <>{children}</> : <AccessDenied />;
}
