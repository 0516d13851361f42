import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingState, SectionError, SectionErrorBoundary, useAuthStore } from '@colophon/shared';
import { type SectionName } from '@colophon/shared/contracts';
import { remotesQueryOptions } from './register-remotes';
import { reportLoadError } from './report-load-error';
import { failedCanaries, sectionBuild } from './section-build';
import { SectionParcel } from './section-parcel';

interface SectionOutletProps {
  section: SectionName;
  /** false while the panel keeps the section out of sight (first-load/kept-sections.tsx). */
  active?: boolean;
}

/**
 * Route element for a remote section: resolves the build this user gets
 * (QA override, canary cohort or stable), mounts it, and on failure falls
 * back from a canary to stable, then shows the section error with Retry.
 */
export function SectionOutlet({ section, active = true }: SectionOutletProps) {
  const { t } = useTranslation('host');
  const remotes = useQuery(remotesQueryOptions);
  const userId = useAuthStore((state) => state.user?.id);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Error | null>(null);
  const [canaryFailed, setCanaryFailed] = useState(() => failedCanaries.has(section));

  const build = remotes.data ? sectionBuild(section, remotes.data, userId, canaryFailed) : null;

  const onFailure = useCallback(
    (error: Error) => {
      if (!build) return;
      reportLoadError(build, error);
      if (build.channel === 'canary') {
        failedCanaries.add(section);
        setCanaryFailed(true);
      } else {
        setFailure(error);
      }
    },
    [build, section],
  );
  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((value) => value + 1);
  }, []);
  const { refetch } = remotes;
  const refetchRemotes = useCallback(() => void refetch(), [refetch]);

  if (remotes.isPending) return <LoadingState label={t('sections.loading')} />;
  if (remotes.isError) {
    return <SectionError error={new Error(t('sections.configFailed'))} onRetry={refetchRemotes} />;
  }
  if (!build) {
    return <SectionError error={new Error(t('sections.unavailable'))} onRetry={refetchRemotes} />;
  }
  if (failure) return <SectionError error={failure} onRetry={retry} />;

  // A new key per build and attempt gives a fresh parcel and a fresh boundary.
  const key = `${section}:${build.entry}:${attempt}`;
  return (
    <SectionErrorBoundary key={key} section={section} onRetry={retry}>
      <SectionParcel
        key={key}
        build={build}
        basePath={`/${section}`}
        fresh={attempt > 0}
        active={active}
        onFailure={onFailure}
      />
    </SectionErrorBoundary>
  );
}
