import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from '@colophon/shared/router';
import { ErrorState, LoadingState } from '@colophon/shared';
import { isNotFound, useManuscript } from '../api/get-manuscript';
import { parseManuscriptId } from '../api/parse-id';
import { type ManuscriptDetail } from '../types/manuscript';
import { ManuscriptNotFound } from './manuscript-not-found';

/** Loads the manuscript of the route's :id and renders `children` with it, or the right state. */
export function ManuscriptLoader({
  children,
}: {
  children: (manuscript: ManuscriptDetail) => ReactNode;
}) {
  const { t } = useTranslation('manuscripts');
  const id = parseManuscriptId(useParams().id);
  const manuscript = useManuscript(id);

  if (id === null) return <ManuscriptNotFound />;
  if (manuscript.isPending) return <LoadingState label={t('detail.loading')} />;
  if (manuscript.isError) {
    if (isNotFound(manuscript.error)) return <ManuscriptNotFound />;
    return <ErrorState message={t('errors.load')} onRetry={() => void manuscript.refetch()} />;
  }
  return <>{children(manuscript.data)}</>;
}
