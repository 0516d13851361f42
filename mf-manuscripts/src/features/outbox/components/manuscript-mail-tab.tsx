import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from '@colophon/shared/antd';
import { ErrorState } from '@colophon/shared';
import { type OutboxMail } from '@colophon/shared/contracts';
import { useManuscriptMail } from '../api/get-manuscript-mail';
import { MailDrawer } from './mail-drawer';
import { MailTable } from './mail-table';

const PER_PAGE = 10;

const statusOf = (error: unknown) =>
  (error as { response?: { status?: number } } | null)?.response?.status;

/** The mail about one manuscript, for its editors: the letters, invitations and reminders it caused. */
export function ManuscriptMailTab({ manuscriptId }: { manuscriptId: number }) {
  const { t } = useTranslation('manuscripts');
  const [paging, setPaging] = useState({ page: 1, perPage: PER_PAGE });
  const [open, setOpen] = useState<OutboxMail | null>(null);
  const mail = useManuscriptMail(manuscriptId, paging.page, paging.perPage);

  if (mail.isError) {
    // The API answers 403 to anyone but the journal's editors and administrators.
    return statusOf(mail.error) === 403 ? (
      <Typography.Paragraph type="secondary">{t('outbox.tab.forbidden')}</Typography.Paragraph>
    ) : (
      <ErrorState message={t('outbox.loadFailed')} onRetry={() => void mail.refetch()} />
    );
  }
  return (
    <>
      <Typography.Paragraph type="secondary">{t('outbox.tab.intro')}</Typography.Paragraph>
      <MailTable
        query={mail}
        page={paging.page}
        perPage={paging.perPage}
        onPageChange={(page, perPage) => setPaging({ page, perPage })}
        onOpen={setOpen}
        caption={t('outbox.tab.caption')}
        emptyText={t('outbox.tab.empty')}
      />
      <MailDrawer open={open !== null} onClose={() => setOpen(null)} mail={open ?? undefined} />
    </>
  );
}
