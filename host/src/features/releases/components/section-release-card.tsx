import { useTranslation } from 'react-i18next';
import { Button, Card, Descriptions, Flex, Tag, Typography } from '@colophon/shared/antd';
import { confirmDialog, formatDate } from '@colophon/shared';
import { type RemoteBuild, type SectionRelease } from '@colophon/shared/contracts';
import { type ResolvedBuild } from '../../../federation/resolve-build';
import { usePromoteRelease, useRollbackRelease } from '../api/release-actions';
import { AvailableReleases } from './available-releases';
import { CanaryEditor } from './canary-editor';
import { ReleaseHealthPanel } from './health/release-health-panel';
import { PublishCommand } from './publish-command';
import { useReleaseFeedback } from './use-release-feedback';
import { useSectionTitle } from '../lib/use-section-title';

function BuildLabel({ build }: { build: RemoteBuild }) {
  const { t } = useTranslation('host');
  return (
    <Flex gap={8} wrap align="center">
      <Typography.Text strong>v{build.version}</Typography.Text>
      {build.deployed && <Tag>{t('releases.deployed')}</Tag>}
      <Typography.Text type="secondary" copyable style={{ fontSize: 12 }}>
        {build.entry}
      </Typography.Text>
    </Flex>
  );
}

interface SectionReleaseCardProps {
  release: SectionRelease;
  /** The build this browser gets for the section on its next page load. */
  youGet: ResolvedBuild | null;
}

export function SectionReleaseCard({ release, youGet }: SectionReleaseCardProps) {
  const { t } = useTranslation('host');
  const sectionTitle = useSectionTitle();
  const feedback = useReleaseFeedback();
  const promote = usePromoteRelease();
  const rollback = useRollbackRelease();
  const canaryLive = !!release.canary && release.canary.percentage > 0;
  const canRollBack = canaryLive || release.previous.length > 0;
  const stableErrors = release.errors.find((e) => e.version === release.stable.version)?.count ?? 0;

  const promoteCanary = () =>
    promote.mutate(
      { section: release.section },
      { onSuccess: feedback.done('promoted'), onError: feedback.failed },
    );
  const rollBack = async () => {
    const target = canaryLive
      ? t('releases.rollbackStopsCanary')
      : t('releases.rollbackToPrevious', {
          version: release.previous[0]?.version,
        });
    if (
      await confirmDialog({ title: t('releases.confirmRollback'), content: target, danger: true })
    ) {
      rollback.mutate(release.section, {
        onSuccess: feedback.done('rolledBack'),
        onError: feedback.failed,
      });
    }
  };

  return (
    <Card
      title={sectionTitle(release.section)}
      extra={
        youGet && (
          <Tag color={youGet.channel === 'stable' ? 'default' : 'processing'}>
            {t('releases.youGet', {
              version: youGet.version,
              channel: t(`releases.channel.${youGet.channel}`),
            })}
          </Tag>
        )
      }
      data-testid={`release-${release.section}`}
    >
      <Flex vertical gap={16}>
        {release.available.length === 0 && <PublishCommand release={release} />}
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('releases.stable')}>
            <BuildLabel build={release.stable} />
            {stableErrors > 0 && (
              <Tag color="error">{t('releases.errorCount', { count: stableErrors })}</Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('releases.canary')}>
            {release.canary ? (
              <Flex gap={8} wrap align="center">
                <BuildLabel build={release.canary} />
                <Tag color={canaryLive ? 'processing' : 'default'}>
                  {t('releases.share', { percentage: release.canary.percentage })}
                </Tag>
              </Flex>
            ) : (
              t('releases.noCanary')
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('releases.previous')}>
            {release.previous.length
              ? release.previous
                  .map((b) =>
                    b.deployed ? `v${b.version} (${t('releases.deployed')})` : `v${b.version}`,
                  )
                  .join(', ')
              : t('releases.none')}
          </Descriptions.Item>
          {release.updated_at && (
            <Descriptions.Item label={t('releases.updated')}>
              {t('releases.updatedBy', {
                date: formatDate(release.updated_at),
                // A change without a person is the rollout watcher's (automatic rollback or promotion).
                name: release.updated_by ?? t('releases.history.watcher'),
              })}
            </Descriptions.Item>
          )}
        </Descriptions>
        <CanaryEditor
          key={`${release.canary?.version}:${release.canary?.percentage}`}
          release={release}
        />
        <Flex gap={8} wrap>
          <Button onClick={promoteCanary} disabled={!release.canary || promote.isPending}>
            {t('releases.promoteCanary')}
          </Button>
          <Button
            danger
            onClick={() => void rollBack()}
            disabled={!canRollBack || rollback.isPending}
          >
            {t('releases.rollback')}
          </Button>
        </Flex>
        <AvailableReleases release={release} />
        {release.available.length > 0 && <PublishCommand release={release} />}
        <ReleaseHealthPanel section={release.section} />
      </Flex>
    </Card>
  );
}
