import { useTranslation } from 'react-i18next';
import { Button, Table, Tag, Tooltip } from '@colophon/shared/antd';
import { confirmDialog, formatDate, VisuallyHidden } from '@colophon/shared';
import { type AvailableRelease, type SectionRelease } from '@colophon/shared/contracts';
import { usePromoteRelease } from '../api/release-actions';
import { useReleaseFeedback } from './use-release-feedback';

/** The versions of the release store, with compatibility, load errors and Promote. */
export function AvailableReleases({ release }: { release: SectionRelease }) {
  const { t } = useTranslation('host');
  const feedback = useReleaseFeedback();
  const promote = usePromoteRelease();
  const errorsOf = (version: string) =>
    release.errors.find((e) => e.version === version)?.count ?? 0;

  const promoteVersion = async (version: string) => {
    const ok = await confirmDialog({
      title: t('releases.confirmPromote', { version }),
      content: t('releases.confirmPromoteText'),
      confirmText: t('releases.promote'),
    });
    if (ok) {
      promote.mutate(
        { section: release.section, version },
        { onSuccess: feedback.done('promoted'), onError: feedback.failed },
      );
    }
  };

  return (
    <Table<AvailableRelease>
      size="small"
      rowKey="version"
      pagination={false}
      // On a phone the five columns are wider than the card: the table scrolls, not the page.
      scroll={{ x: 'max-content' }}
      dataSource={release.available}
      locale={{ emptyText: t('releases.storeEmpty') }}
      caption={
        <VisuallyHidden>{t('releases.available', { section: release.section })}</VisuallyHidden>
      }
      columns={[
        { title: t('releases.version'), dataIndex: 'version', render: (v: string) => `v${v}` },
        {
          title: t('releases.builtAt'),
          dataIndex: 'built_at',
          render: (value: string | null) => (value ? formatDate(value) : '—'),
        },
        {
          title: t('releases.compatibility'),
          key: 'compatible',
          render: (_, row) =>
            row.compatible ? (
              <Tag color="success">{t('releases.compatible')}</Tag>
            ) : (
              <Tooltip title={row.reason}>
                <Tag color="error">{t('releases.incompatible')}</Tag>
                <VisuallyHidden>{row.reason}</VisuallyHidden>
              </Tooltip>
            ),
        },
        {
          title: t('releases.errors'),
          key: 'errors',
          render: (_, row) => errorsOf(row.version),
        },
        {
          title: t('releases.actions'),
          key: 'actions',
          render: (_, row) => (
            <Button
              size="small"
              disabled={
                !row.compatible || row.version === release.stable.version || promote.isPending
              }
              aria-label={t('releases.promoteVersion', { version: row.version })}
              onClick={() => void promoteVersion(row.version)}
            >
              {t('releases.promote')}
            </Button>
          ),
        },
      ]}
    />
  );
}
