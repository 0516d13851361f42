import { useTranslation } from 'react-i18next';
import { ErrorState, useErrorToast } from '@colophon/shared';
import { ManuscriptsTable } from '../../../components/manuscripts-table';
import { useManuscripts } from '../api/get-manuscripts';
import { useManuscriptsListParams } from '../hooks/use-manuscripts-list-params';
import { ExportButton } from './export-button';
import { ManuscriptsFilters } from './manuscripts-filters';

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
        onTagChange={(tag) => list.setFilter('tag', tag)}
        extra={<ExportButton params={params} />}
      />
      {manuscripts.isError ? (
        <ErrorState message={t('errors.fetch')} onRetry={() => void manuscripts.refetch()} />
      ) : (
        <ManuscriptsTable
          query={manuscripts}
          paging={list}
          caption={t('list.caption')}
          emptyText={t('list.empty')}
          linkIds
        />
      )}
    </>
  );
}
