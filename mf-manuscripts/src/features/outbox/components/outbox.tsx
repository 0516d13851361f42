import { useTranslation } from 'react-i18next';
import { ErrorState, useErrorToast } from '@colophon/shared';
import { type OutboxMail } from '@colophon/shared/contracts';
import { useOutbox } from '../api/get-outbox';
import { useOutboxMail } from '../api/get-outbox-mail';
import { useOpenMail } from '../hooks/use-open-mail';
import { useOutboxListParams } from '../hooks/use-outbox-list-params';
import { MailDrawer, MailLoadError } from './mail-drawer';
import { MailTable } from './mail-table';
import { OutboxFilters } from './outbox-filters';

/** Every mail the platform wrote: filters and page in the URL, the open mail in a drawer. */
export function Outbox() {
  const { t } = useTranslation('manuscripts');
  const { params, list } = useOutboxListParams();
  const outbox = useOutbox(params);
  const { open, setOpen } = useOpenMail();
  const mail = useOutboxMail(open);
  useErrorToast(outbox.isError, outbox.errorUpdatedAt, t('outbox.loadFailed'));
  // The row's own copy shows at once; the drawer's request keeps a linked mail readable.
  const shown: OutboxMail | undefined =
    mail.data ?? outbox.data?.data.find((row) => row.id === open);

  return (
    <>
      <OutboxFilters
        params={params}
        onSearch={list.setSearch}
        onStateChange={(state) => list.setFilter('state', state)}
        onManuscriptClear={() => list.setFilter('manuscript', '')}
        onRefresh={() => void outbox.refetch()}
        refreshing={outbox.isFetching && !outbox.isPending}
      />
      {outbox.isError ? (
        <ErrorState message={t('outbox.loadFailed')} onRetry={() => void outbox.refetch()} />
      ) : (
        <MailTable
          query={outbox}
          page={list.page}
          perPage={list.per_page}
          onPageChange={list.setPagination}
          onOpen={(row) => setOpen(row.id)}
          caption={t('outbox.caption')}
          emptyText={
            params.search || params.state || params.manuscript
              ? t('outbox.noMatch')
              : t('outbox.empty')
          }
          showManuscript
        />
      )}
      <MailDrawer
        open={open !== null}
        onClose={() => setOpen(null)}
        mail={shown}
        loading={!shown && mail.isPending}
        error={
          !shown && mail.isError ? <MailLoadError onRetry={() => void mail.refetch()} /> : undefined
        }
      />
    </>
  );
}
