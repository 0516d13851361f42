import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingState, SectionError, useAuthStore } from '@colophon/shared';
import { deviceSubject, type SectionName, userSubject } from '@colophon/shared/contracts';
import { deviceId } from './device-id';
import { readOverrides } from './qa-overrides';
import { remotesQueryOptions } from './register-remotes';
import { reportLoadError } from './report-load-error';
import { resolveBuild } from './resolve-build';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionParcel } from './section-parcel';

/** Canaries that failed on this page load: their users get the stable build until the next load. */
const failedCanaries = new Set<SectionName>();

interface SectionOutletProps {
  section: SectionName;
}

/**
 * Route element for a remote section: resolves the build this user gets
 * (QA override, canary cohort or stable), mounts it, and on failure falls
 * back from a canary to stable, then shows the section error with Retry.
 */
export function SectionOutlet({ section }: SectionOutletProps) {
  const { t } = useTranslation('host');
  const remotes = useQuery(remotesQueryOptions);
  const userId = useAuthStore((state) => state.user?.id);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Error | null>(null);
  const [canaryFailed, setCanaryFailed] = useState(() => failedCanaries.has(section));

  const definition = remotes.data?.remotes.find((candidate) => candidate.section === section);
  const build = definition
    ? resolveBuild(definition, {
        subject: userId === undefined ? deviceSubject(deviceId()) : userSubject(userId),
        override: remotes.data?.qa_overrides ? readOverrides()[section] : null,
        canaryFailed,
      })
    : null;

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
        onFailure={onFailure}
      />
    </SectionErrorBoundary>
  );
}
