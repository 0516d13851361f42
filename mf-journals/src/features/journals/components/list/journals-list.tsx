import { useTranslation } from 'react-i18next';
import { Flex } from '@colophon/shared/antd';
import { ErrorState, SearchBox, useErrorToast } from '@colophon/shared';
import { useJournals } from '../../api/get-journals';
import { useJournalPermissions } from '../../hooks/use-journal-permissions';
import { useJournalsListParams } from '../../hooks/use-journals-list-params';
import { ExportJournalsButton } from './export-journals-button';
import { JournalsTable } from './journals-table';
import { StatusFilter } from './status-filter';

/** The journals list: search, filter and paging in the URL, the load failure inline and as a toast. */
export function JournalsList() {
  const { t } = useTranslation('journals');
  const { params, list } = useJournalsListParams();
  const { canManage, isStaff } = useJournalPermissions();
  const journals = useJournals(params);
  useErrorToast(journals.isError, journals.errorUpdatedAt, t('errors.fetch'));

  return (
    <>
      <Flex wrap gap="small" justify="space-between" style={{ marginBlockEnd: 16 }}>
        <Flex wrap gap="small" style={{ flex: '1 1 480px' }}>
          {/* The search input fills its box: size the box, or it takes the whole row. */}
          <div style={{ flex: '1 1 240px', maxInlineSize: 360 }}>
            <SearchBox
              value={params.search}
              onSearch={list.setSearch}
              label={t('search.label')}
              placeholder={t('search.placeholder')}
            />
          </div>
          <StatusFilter
            value={params.status}
            onChange={(status) => list.setFilter('status', status)}
          />
        </Flex>
        {/* The API streams the export to staff only. */}
        {isStaff && (
          <ExportJournalsButton filters={{ search: params.search, status: params.status }} />
        )}
      </Flex>
      {journals.isError ? (
        <ErrorState message={t('errors.fetch')} onRetry={() => void journals.refetch()} />
      ) : (
        <JournalsTable
          result={journals.data}
          loading={journals.isPending || (journals.isFetching && journals.isPlaceholderData)}
          page={params.page}
          perPage={params.perPage}
          canManage={canManage}
          onPageChange={list.setPagination}
        />
      )}
    </>
  );
}
