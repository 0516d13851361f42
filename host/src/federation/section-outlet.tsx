import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingState, SectionError } from '@colophon/shared';
import { remotesQueryOptions, reregisterRemote } from './register-remotes';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionParcel } from './section-parcel';

interface SectionOutletProps {
  /** The section name of /config/remotes.json, e.g. 'journals'. */
  section: string;
}

/** Route element for a remote section: resolves its remote, then mounts it with retry. */
export function SectionOutlet({ section }: SectionOutletProps) {
  const { t } = useTranslation('host');
  const remotes = useQuery(remotesQueryOptions);
  const [attempt, setAttempt] = useState(0);
  const remote = remotes.data?.find((candidate) => candidate.section === section);

  const retry = useCallback(() => {
    if (remote) reregisterRemote(remote);
    setAttempt((value) => value + 1);
  }, [remote]);
  const { refetch } = remotes;
  const refetchRemotes = useCallback(() => void refetch(), [refetch]);

  if (remotes.isPending) return <LoadingState label={t('sections.loading')} />;
  if (remotes.isError) {
    return <SectionError error={new Error(t('sections.configFailed'))} onRetry={refetchRemotes} />;
  }
  if (!remote) {
    return <SectionError error={new Error(t('sections.unavailable'))} onRetry={refetchRemotes} />;
  }

  // A new key per section and attempt gives a fresh parcel and a fresh boundary.
  const key = `${section}:${attempt}`;
  return (
    <SectionErrorBoundary key={key} section={section} onRetry={retry}>
      <SectionParcel key={key} remote={remote} basePath={`/${section}`} onRetry={retry} />
    </SectionErrorBoundary>
  );
}
