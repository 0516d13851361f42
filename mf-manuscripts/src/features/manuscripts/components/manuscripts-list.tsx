import { useTranslation } from 'react-i18next';
import { ErrorState, useErrorToast } from '@colophon/shared';
import { useManuscripts } from '../api/get-manuscripts';
import { useManuscriptsListParams } from '../api/use-manuscripts-list-params';
import { ExportButton } from './export-button';
import { ManuscriptsFilters } from './manuscripts-filters';
import { ManuscriptsTable } from './manuscripts-table';

/** The manuscripts list: search and filters in the URL, the load failure inline and as a toast. */
export function ManuscriptsList() {
  const { t } = useTranslation('manuscripts');
  const { params, list } = useManuscriptsListParams();
  const manuscripts = useManuscripts(params);
  useErrorToast(manuscripts.isError, manuscripts.errorUpdatedAt, t('errors.fetch'));

  return (
    <>
      <ManuscriptsFilters
        params={params}
        onSearch={list.setSearch}
        onStatusChange={(status) => list.setFilter('status', status)}
        onTypeChange={(type) => list.setFilter('type', type)}
        extra={<ExportButton params={params} />}
      />
      {manuscripts.isError ? (
        <ErrorState message={t('errors.fetch')} onRetry={() => void manuscripts.refetch()} />
      ) : (
        <ManuscriptsTable
          result={manuscripts.data}
          loading={
            manuscripts.isPending || (manuscripts.isFetching && manuscripts.isPlaceholderData)
          }
          page={params.page}
          perPage={params.perPage}
          onPageChange={list.setPagination}
        />
      )}
    </>
  );
}
