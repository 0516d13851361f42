import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DownloadOutlined,
  Flex,
  Table,
  Tag,
  UploadOutlined,
  type TableColumnsType,
} from '@colophon/shared/antd';
import {
  EmptyState,
  UserText,
  VisuallyHidden,
  formatVersion,
  useNotify,
  userText,
} from '@colophon/shared';
import { type ManuscriptRevision } from '@colophon/shared/contracts';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { formatDateTime } from '../lib/format-date-time';
import { formatFileSize } from '../lib/format-file-size';
import { downloadRevision } from '../api/download-revision';

interface RevisionsTabProps {
  manuscript: Pick<ManuscriptDetail, 'id' | 'revisions' | 'permissions'>;
  onUpload: () => void;
}

/** Every version of the file, newest first, each downloadable. */
export function RevisionsTab({ manuscript, onUpload }: RevisionsTabProps) {
  const { id: manuscriptId, revisions } = manuscript;
  const canUpload = manuscript.permissions.upload_revision;
  const { t } = useTranslation('manuscripts');
  const notify = useNotify();
  const [downloading, setDownloading] = useState<number | null>(null);
  const sorted = [...revisions].sort((a, b) => b.version_number - a.version_number);

  const download = async (revision: ManuscriptRevision) => {
    setDownloading(revision.id);
    try {
      await downloadRevision(manuscriptId, revision);
    } catch {
      notify.error(t('revisions.downloadFailed'));
    } finally {
      setDownloading(null);
    }
  };

  const columns: TableColumnsType<ManuscriptRevision> = [
    {
      title: t('revisions.version'),
      key: 'version',
      render: (_, r) => (
        <>
          {formatVersion(r.version_number)}
          {r.is_current && (
            <Tag color="green" style={{ marginInlineStart: 8 }}>
              {t('revisions.current')}
            </Tag>
          )}
        </>
      ),
    },
    {
      title: t('revisions.file'),
      key: 'file',
      render: (_, r) => (
        <>
          <UserText>{r.file_name}</UserText>{' '}
          {/* Isolated: "(700 B)" is left-to-right; bare in Urdu, its parentheses and unit would swap sides. */}
          <UserText>({formatFileSize(r.file_size)})</UserText>
        </>
      ),
    },
    {
      title: t('revisions.changes'),
      dataIndex: 'changes_summary',
      key: 'changes',
      render: (text: string | null) => userText(text),
    },
    // A double-blind reviewer is not told who uploaded a version: no column, rather than empty names.
    ...(revisions.some((r) => r.submitter !== null)
      ? [
          {
            title: t('revisions.by'),
            key: 'by',
            render: (_: unknown, r: ManuscriptRevision) =>
              r.submitter ? <UserText>{r.submitter.name}</UserText> : null,
          },
        ]
      : []),
    {
      title: t('revisions.date'),
      dataIndex: 'created_at',
      key: 'date',
      render: (date: string) => formatDateTime(date),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, r) => (
        <Button
          size="small"
          icon={<DownloadOutlined />}
          disabled={downloading !== null}
          aria-label={t('revisions.downloadNamed', { version: formatVersion(r.version_number) })}
          onClick={() => void download(r)}
        >
          {downloading === r.id ? t('revisions.downloading') : t('revisions.download')}
        </Button>
      ),
    },
  ];

  return (
    <>
      {canUpload && (
        <Flex justify="flex-end" style={{ marginBlockEnd: 12 }}>
          <Button icon={<UploadOutlined />} onClick={onUpload}>
            {t('revisions.upload')}
          </Button>
        </Flex>
      )}
      <Table<ManuscriptRevision>
        rowKey="id"
        caption={<VisuallyHidden>{t('revisions.caption')}</VisuallyHidden>}
        columns={columns}
        dataSource={sorted}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState description={t('revisions.empty')} /> }}
      />
    </>
  );
}
