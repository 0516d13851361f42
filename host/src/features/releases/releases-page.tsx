import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Flex } from '@colophon/shared/antd';
import {
  AccessDenied,
  ErrorState,
  LoadingState,
  PageHeader,
  useAuthStore,
  useCan,
} from '@colophon/shared';
import { userSubject } from '@colophon/shared/contracts';
import { remotesQueryOptions } from '../../federation/register-remotes';
import { qaPolicy, readOverrides } from '../../federation/qa-overrides';
import { resolveBuild } from '../../federation/resolve-build';
import { useReleases } from './api/get-releases';
import { SectionReleaseCard } from './components/section-release-card';

/**
 * /settings/releases: per section, what is live, for whom, and the controls to change it.
 * The role is checked before anything is asked of the API: someone who may not manage
 * releases gets the access screen without a refused request behind it.
 */
export function ReleasesPage() {
  const { t } = useTranslation('host');
  const isAdmin = useCan('releases.manage');
  if (!isAdmin) return <AccessDenied back={{ to: '/settings', label: t('nav.settings') }} />;
  return <ReleasesScreen />;
}

function ReleasesScreen() {
  const { t } = useTranslation('host');
  const user = useAuthStore((state) => state.user);
  const releases = useReleases();
  const registry = useQuery(remotesQueryOptions);

  const header = <PageHeader title={t('releases.title')} subtitle={t('releases.subtitle')} />;
  if (releases.isPending)
    return (
      <>
        {header}
        <LoadingState />
      </>
    );
  if (releases.isError) {
    return (
      <>
        {header}
        <ErrorState message={t('releases.loadFailed')} onRetry={() => void releases.refetch()} />
      </>
    );
  }

  const youGet = (section: string) => {
    const definition = registry.data?.remotes.find((r) => r.section === section);
    if (!definition || !user) return null;
    return resolveBuild(definition, {
      subject: userSubject(user.id),
      override: readOverrides(qaPolicy(registry.data))[definition.section] ?? null,
    });
  };

  return (
    <>
      {header}
      <Flex vertical gap={16}>
        {releases.data.map((release) => (
          <SectionReleaseCard
            key={release.section}
            release={release}
            youGet={youGet(release.section)}
          />
        ))}
      </Flex>
    </>
  );
}
