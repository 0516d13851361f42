import { useTranslation } from 'react-i18next';
import { ErrorState, useErrorToast } from '@colophon/shared';
import { useEditorialQueue } from '../api/get-editorial-queue';
import { useQueueListParams } from '../hooks/use-queue-list-params';
import { QueueFilters } from './queue-filters';
import { QueueStageTabs } from './queue-stage-tabs';
import { QueueTable } from './queue-table';

/** Manuscripts waiting for an editor, by stage; every filter, the sort and the page live in the URL. */
export function EditorialQueue() {
  const { t } = useTranslation('manuscripts');
  const { params, list } = useQueueListParams();
  const queue = useEditorialQueue(params);
  useErrorToast(queue.isError, queue.errorUpdatedAt, t('queue.loadFailed'));

  return (
    <>
      <QueueStageTabs
        stage={params.stage}
        counts={queue.data?.meta.stage_counts}
        onChange={(stage) => list.setFilter('stage', stage)}
      />
      <QueueFilters
        params={params}
        // The URL's filter, else what the API chose (its default opens an editor on their journals).
        journal={params.journal === '' ? queue.data?.meta.journal_id : params.journal}
        journals={queue.data?.meta.journals ?? []}
        onJournalChange={(journal) => list.setFilter('journal_id', String(journal))}
        onSearch={list.setSearch}
        onAssignedChange={(assigned) => list.setFilter('assigned', assigned)}
        onOverdueChange={(overdue) => list.setFilter('overdue', overdue ? '1' : '')}
      />
      {queue.isError ? (
        <ErrorState message={t('queue.loadFailed')} onRetry={() => void queue.refetch()} />
      ) : (
        <QueueTable
          query={queue}
          params={params}
          paging={list}
          onSort={(sort, direction) => list.setFilters({ sort, direction })}
        />
      )}
    </>
  );
}
