import { useTranslation } from 'react-i18next';
import { type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@colophon/shared/router';
import { Button, Typography, type TableColumnsType } from '@colophon/shared/antd';
import { formatManuscriptId, ListTable } from '@colophon/shared';
import { type OutboxList, type OutboxMail } from '@colophon/shared/contracts';
import { templateKeyOf } from '../lib/mail-labels';
import { MailDate } from './mail-date';
import { MailStateTag } from './mail-state-tag';

interface MailTableProps {
  query: Pick<
    UseQueryResult<OutboxList>,
    'data' | 'isPending' | 'isFetching' | 'isPlaceholderData'
  >;
  page: number;
  perPage: number;
  onPageChange: (page: number, perPage: number) => void;
  /** Opens the mail in the drawer. */
  onOpen: (mail: OutboxMail) => void;
  caption: string;
  emptyText: string;
  /** The manuscript column (the whole outbox; not on a manuscript's own tab). */
  showManuscript?: boolean;
}

/** What a phone shows of a mail; the rest (recipient, template, date) is in the row's expandable part. */
const PHONE_COLUMNS = ['subject', 'state'];

/** A page of mails: state, recipient, subject (opens the mail), template, manuscript, date. */
export function MailTable({ query, onOpen, showManuscript = false, ...props }: MailTableProps) {
  const { t } = useTranslation('manuscripts');
  const loading = query.isPending || (query.isFetching && query.isPlaceholderData);
  const columns: TableColumnsType<OutboxMail> = [
    {
      title: t('outbox.columns.state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: OutboxMail['state']) => <MailStateTag state={state} />,
    },
    {
      title: t('outbox.columns.recipient'),
      key: 'recipient',
      render: (_, mail) => (
        <>
          {mail.recipient_name && <div>{mail.recipient_name}</div>}
          <Typography.Text type="secondary" style={{ overflowWrap: 'break-word' }}>
            {mail.address}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('outbox.columns.subject'),
      dataIndex: 'subject',
      key: 'subject',
      render: (subject: string, mail) => (
        <Button
          type="link"
          onClick={() => onOpen(mail)}
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
        >
          <bdi>{subject}</bdi>
        </Button>
      ),
    },
    {
      title: t('outbox.columns.template'),
      dataIndex: 'template_key',
      key: 'template',
      render: (key: string | null) => t(templateKeyOf(key), { defaultValue: key }),
    },
    ...(showManuscript
      ? [
          {
            title: t('outbox.columns.manuscript'),
            dataIndex: 'manuscript_id',
            key: 'manuscript',
            render: (id: number | null) =>
              id === null ? (
                '—'
              ) : (
                <Link to={`/manuscripts/${id}`} style={{ whiteSpace: 'nowrap' }}>
                  {formatManuscriptId(id)}
                </Link>
              ),
          },
        ]
      : []),
    {
      title: t('outbox.columns.date'),
      dataIndex: 'created_at',
      key: 'created_at',
      render: (date: string) => <MailDate value={date} />,
    },
  ];
  return (
    <ListTable<OutboxMail>
      {...props}
      columns={columns}
      result={query.data}
      loading={loading}
      phoneColumns={PHONE_COLUMNS}
      totalText={(total) => t('outbox.total', { count: total })}
      scrollX={900}
    />
  );
}
