import { useTranslation } from 'react-i18next';
import { Link } from '@colophon/shared/router';
import { FileTextOutlined, Table, type TableColumnsType } from '@colophon/shared/antd';
import {
  ButtonLink,
  EmptyState,
  ErrorState,
  formatDate,
  formatManuscriptId,
  formatVersion,
  LtrText,
  StatusBadge,
  UserText,
  useErrorToast,
  VisuallyHidden,
} from '@colophon/shared';
import { type Journal, type ManuscriptSummary } from '@colophon/shared/contracts';
import { useJournalManuscripts } from '../api/get-journal-manuscripts';
import { useJournalManuscriptsParams } from '../hooks/use-journal-manuscripts-params';
import { humanize } from '../lib/format';

/** Manuscripts: the journal's manuscripts the reader may see, paged, each linking to its detail. */
export function ManuscriptsTab({ journal }: { journal: Journal }) {
  const { t, i18n } = useTranslation('journals');
  const locale = i18n.resolvedLanguage ?? 'en';
  const { params, list } = useJournalManuscriptsParams();
  const manuscripts = useJournalManuscripts(journal.id, params);
  useErrorToast(manuscripts.isError, manuscripts.errorUpdatedAt, t('manuscripts.fetchFailed'));

  if (manuscripts.isError) {
    return (
      <ErrorState
        message={t('manuscripts.fetchFailed')}
        onRetry={() => void manuscripts.refetch()}
      />
    );
  }
  const page = manuscripts.data;
  if (page && page.meta.total === 0) {
    return (
      <EmptyState
        title={t('manuscripts.empty')}
        description={t('manuscripts.emptyHint')}
        action={
          <ButtonLink to="/manuscripts" type="primary" icon={<FileTextOutlined />}>
            {t('manuscripts.browse')}
          </ButtonLink>
        }
      />
    );
  }

  const columns: TableColumnsType<ManuscriptSummary> = [
    {
      title: t('manuscripts.columns.id'),
      dataIndex: 'id',
      key: 'id',
      render: (id: number) => (
        <Link to={`/manuscripts/${id}`}>
          <LtrText>{formatManuscriptId(id)}</LtrText>
        </Link>
      ),
    },
    {
      title: t('manuscripts.columns.title'),
      dataIndex: 'title',
      key: 'title',
      render: (title: string, manuscript) => (
        <Link to={`/manuscripts/${manuscript.id}`}>
          <UserText>{title}</UserText>
        </Link>
      ),
    },
    {
      title: t('manuscripts.columns.type'),
      dataIndex: 'manuscript_type',
      key: 'type',
      render: (type: string) => t(`manuscriptTypes.${type}`, { defaultValue: humanize(type) }),
    },
    {
      title: t('manuscripts.columns.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: string) => <StatusBadge status={status} />,
    },
    {
      title: t('manuscripts.columns.version'),
      dataIndex: 'version',
      key: 'version',
      render: (version: number) => formatVersion(version),
    },
    {
      title: t('manuscripts.columns.submitted'),
      dataIndex: 'submission_date',
      key: 'submitted',
      render: (date: string | null) => formatDate(date, locale),
    },
  ];

  return (
    <Table<ManuscriptSummary>
      rowKey="id"
      caption={
        <VisuallyHidden>{t('manuscripts.caption', { title: journal.title })}</VisuallyHidden>
      }
      columns={columns}
      dataSource={page?.data ?? []}
      loading={manuscripts.isPending || (manuscripts.isFetching && manuscripts.isPlaceholderData)}
      // Titles wrap; the table scrolls only below a readable width.
      scroll={{ x: 760 }}
      pagination={{
        current: params.page,
        pageSize: params.perPage,
        total: page?.meta.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) =>
          page?.meta.total_capped
            ? t('manuscripts.totalCapped', { count: total })
            : t('manuscripts.total', { count: total }),
        onChange: list.setPagination,
      }}
    />
  );
}
