// Which section screens a user may open, from the registry: a sidebar entry
// with roles (section.json `nav[].roles`, the same role groups as the API's
// PERMISSIONS) closes its own path to everyone else. Only the entry's path
// itself: the pages under it may have their own rules (/users/{own id} is
// open to its owner while /users is for administrators), which the section
// checks with useCan / RequirePermission.
import { holdsAnyRole, type RoleList, type SectionManifest } from '@colophon/shared/contracts';

/** '/users/' and '/users' are the same screen. */
const normalise = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** The roles that may open `pathname`, or null when the registry does not restrict it. */
export function rolesForPath(
  manifests: readonly Pick<SectionManifest, 'nav'>[],
  pathname: string,
): readonly string[] | null {
  const path = normalise(pathname);
  for (const manifest of manifests)
    for (const entry of manifest.nav) if (entry.path === path && entry.roles) return entry.roles;
  return null;
}

/** True when someone holding `roles` may open `pathname`. */
export function mayOpenPath(
  manifests: readonly Pick<SectionManifest, 'nav'>[],
  pathname: string,
  roles: RoleList | null | undefined,
): boolean {
  const allowed = rolesForPath(manifests, pathname);
  return allowed === null || holdsAnyRole(roles, allowed);
}
