import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@colophon/shared';
import { useSectionManifests } from '../../federation/section-registry';
import { buildNavGroups, type NavGroup, navPaths } from './nav-items';

/**
 * The sidebar of this user: the host's entries merged with those of the
 * sections' manifests (the registry's, or the host's own copy until and
 * unless the registry answers), in the user's language, filtered by role.
 */
export function useNavGroups(): { groups: NavGroup[]; paths: string[] } {
  const { t, i18n } = useTranslation('host');
  const manifests = useSectionManifests();
  const roles = useAuthStore((state) => state.user?.roles);
  const language = i18n.language;
  return useMemo(
    () => ({
      groups: buildNavGroups(manifests, { t, language, roles }),
      paths: navPaths(manifests),
    }),
    [manifests, t, language, roles],
  );
}
