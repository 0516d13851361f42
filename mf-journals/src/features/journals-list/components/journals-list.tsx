import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex } from '@colophon/shared/antd';
import { ErrorState, SearchBox, useCan, useErrorToast, TagFilter } from '@colophon/shared';
import { type Journal } from '@colophon/shared/contracts';
import { useJournals } from '../api/get-journals';
import { useJournalsListParams } from '../hooks/use-journals-list-params';
import { ExportJournalsButton } from './export-journals-button';
import { JournalsTable } from './journals-table';
import { StatusFilter } from './status-filter';

/** The journals list: search, filter and paging in the URL, the load failure inline and as a toast. */
interface JournalsListProps {
  /** A row's delete action (shown to managers), composed by the page. */
  renderDeleteAction?: (journal: Journal) => ReactNode;
}

export function JournalsList({ renderDeleteAction }: JournalsListProps) {
  const { t } = useTranslation('journals');
  const { params, list } = useJournalsListParams();
  const canManage = useCan('journals.manage');
  const canExport = useCan('journals.export');
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
          <TagFilter
            value={params.tag}
            onChange={(tag) => list.setFilter('tag', tag)}
            label={t('tags.filter')}
            allLabel={t('tags.all')}
          />
        </Flex>
        {/* The API streams the export to staff only. */}
        {canExport && (
          <ExportJournalsButton
            filters={{
              search: params.search,
              status: params.status,
              tag: params.tag,
              sort: params.sort,
              direction: params.direction,
            }}
          />
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
          renderDeleteAction={renderDeleteAction}
          onPageChange={list.setPagination}
          sorting={list.sorting}
          highlight={{
            id: list.highlight,
            label: (journal) => journal.title,
            onShown: list.clearHighlight,
            fetching: journals.isFetching,
          }}
        />
      )}
    </>
  );
}
