import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Result } from '@colophon/shared/antd';
import { ButtonLink, ErrorState, LoadingState, toApiError, useErrorToast } from '@colophon/shared';
import { type Category } from '@colophon/shared/contracts';
import { type useCategory } from '../api/get-category';

interface CategoryQueryStateProps {
  /** The id from the URL; null when it is not an id at all. */
  id: number | null;
  query: ReturnType<typeof useCategory>;
  /** The page header shown while there is no category to title the page. */
  header: ReactNode;
  children: (category: Category) => ReactNode;
}

/** One category's loading, not-found and failure states; the category itself to `children`. */
export function CategoryQueryState({ id, query, header, children }: CategoryQueryStateProps) {
  const { t } = useTranslation('categories');
  const notFound = id === null || (query.isError && toApiError(query.error).status === 404);
  useErrorToast(query.isError && !notFound, query.errorUpdatedAt, t('errors.fetchOne'));

  if (notFound) {
    return (
      <>
        {header}
        <Result
          status="404"
          title={t('errors.notFound')}
          extra={
            <ButtonLink to="/categories" type="primary">
              {t('actions.backToCategories')}
            </ButtonLink>
          }
        />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {header}
        <ErrorState message={t('errors.fetchOne')} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (query.isPending) {
    return (
      <>
        {header}
        <LoadingState />
      </>
    );
  }
  return <>{children(query.data)}</>;
}
