import { useTranslation } from 'react-i18next';
import { Flex } from '@colophon/shared/antd';
import { ErrorState, SearchBox, useErrorToast } from '@colophon/shared';
import { useJournals } from '../api/get-journals';
import { useJournalsListParams } from '../api/use-journals-list-params';
import { JournalsTable } from './journals-table';

/** The journals list: search and paging in the URL, the load failure inline and as a toast. */
export function JournalsList() {
  const { t } = useTranslation('journals');
  const { params, list } = useJournalsListParams();
  const journals = useJournals(params);
  useErrorToast(journals.isError, journals.errorUpdatedAt, t('errors.fetch'));

  return (
    <>
      <Flex wrap gap="small" style={{ marginBlockEnd: 16 }}>
        <SearchBox
          value={params.search}
          onSearch={list.setSearch}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
        />
      </Flex>
      {journals.isError ? (
        <ErrorState message={t('errors.fetch')} onRetry={() => void journals.refetch()} />
      ) : (
        <JournalsTable
          result={journals.data}
          loading={journals.isPending || (journals.isFetching && journals.isPlaceholderData)}
          page={params.page}
          perPage={params.perPage}
          onPageChange={list.setPagination}
        />
      )}
    </>
  );
}
