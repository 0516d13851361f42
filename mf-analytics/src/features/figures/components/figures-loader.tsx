// Loading, error and "nothing yet" of the figures; the figures otherwise.
import { type ReactNode } from 'react';
import { type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type AnalyticsFigures } from '@colophon/shared/contracts';
import { EmptyState, ErrorState, LoadingState, toApiError } from '@colophon/shared';
import { hasFigures } from '../lib/has-figures';

export interface FiguresLoaderProps {
  query: Pick<
    UseQueryResult<AnalyticsFigures>,
    'data' | 'isError' | 'isPending' | 'refetch' | 'error'
  >;
  children: (figures: AnalyticsFigures) => ReactNode;
}

export function FiguresLoader({ query, children }: FiguresLoaderProps) {
  const { t } = useTranslation('analytics');
  if (query.isError) {
    // A 422 names the filter that is wrong (a custom period that ends before it starts).
    const apiError = toApiError(query.error);
    return (
      <ErrorState
        message={t('state.failed')}
        title={
          apiError.status === 422
            ? (Object.values(apiError.errors).flat()[0] ?? apiError.message)
            : undefined
        }
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending || !query.data) return <LoadingState label={t('state.loading')} />;
  if (!hasFigures(query.data)) return <EmptyState description={t('state.empty')} />;
  return <>{children(query.data)}</>;
}
