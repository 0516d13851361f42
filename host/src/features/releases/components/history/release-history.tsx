// The Release history tab: what changed a section's rollout, newest first —
// by whom (or the rollout watcher), when, and for the watcher's own acts the
// rule and the figures it read. A list, not a table, so it wraps on a phone.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Empty, Flex, Tag, Typography } from '@colophon/shared/antd';
import { ErrorState, isolate, LoadingState, useLanguage } from '@colophon/shared';
import { type ReleaseHistoryEntry, type SectionName } from '@colophon/shared/contracts';
import { releaseHistoryQueryOptions } from '../../api/get-release-history';
import { formatWhen } from '../../lib/health-format';
import { historyActionText, isAutomatic } from '../../lib/history-action';
import { useSectionTitle } from '../../lib/use-section-title';
import { verdictText } from '../../lib/verdict-text';

const ACTION_COLORS: Partial<Record<ReleaseHistoryEntry['action'], string>> = {
  auto_rollback: 'error',
  rollback: 'warning',
  auto_promote: 'success',
  promote: 'success',
  canary: 'processing',
};

function HistoryItem({ entry }: { entry: ReleaseHistoryEntry }) {
  const { t } = useTranslation('host');
  const language = useLanguage();
  // A policy change leaves the versions as they were: naming them there would read as a release.
  const versions =
    entry.action === 'policy'
      ? []
      : [
          entry.stable_version &&
            t('releases.history.stableVersion', {
              version: isolate(`v${entry.stable_version}`, 'ltr'),
            }),
          entry.canary_version &&
            entry.canary_percentage > 0 &&
            t('releases.history.canaryVersion', {
              version: isolate(`v${entry.canary_version}`, 'ltr'),
            }),
        ].filter(Boolean);
  return (
    <li
      data-testid={`history-${entry.id}`}
      style={{
        paddingBlock: 8,
        borderBlockEnd: '1px solid var(--ant-color-split, rgba(5, 5, 5, 0.06))',
      }}
    >
      <Flex vertical gap={2}>
        <Flex wrap gap={8} align="center">
          <Tag color={ACTION_COLORS[entry.action]} style={{ marginInlineEnd: 0 }}>
            {historyActionText(entry, t)}
          </Tag>
          {versions.length > 0 && <Typography.Text>{versions.join(' · ')}</Typography.Text>}
        </Flex>
        <Typography.Text type="secondary">
          {entry.by ?? t('releases.history.watcher')} ·{' '}
          <time dateTime={entry.at}>{formatWhen(entry.at, language)}</time>
        </Typography.Text>
        {isAutomatic(entry) && entry.verdict && (
          <Typography.Text data-testid={`history-verdict-${entry.id}`}>
            {verdictText(entry.verdict, t, language)}
          </Typography.Text>
        )}
      </Flex>
    </li>
  );
}

export function ReleaseHistory({ section }: { section: SectionName }) {
  const { t } = useTranslation('host');
  const sectionTitle = useSectionTitle();
  const history = useQuery(releaseHistoryQueryOptions(section));
  if (history.isPending) return <LoadingState />;
  if (history.isError) {
    return (
      <ErrorState
        message={t('releases.history.loadFailed')}
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (history.data.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('releases.history.empty')} />;
  }
  return (
    <ol
      aria-label={t('releases.history.caption', {
        section: sectionTitle(section),
      })}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {history.data.map((entry) => (
        <HistoryItem key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}
