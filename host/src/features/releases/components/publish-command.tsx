import { useTranslation } from 'react-i18next';
import { Alert, Flex, Typography } from '@colophon/shared/antd';
import { type SectionRelease } from '@colophon/shared/contracts';
import { publishCommands } from '../lib/publish-commands';

/** A shell command, copyable, kept left-to-right inside an Urdu page. */
function Command({ text }: { text: string }) {
  const { t } = useTranslation('host');
  return (
    <Typography.Text
      code
      dir="ltr"
      copyable={{ text, tooltips: [t('releases.copy'), t('releases.copied')] }}
      style={{ unicodeBidi: 'isolate' }}
    >
      {text}
    </Typography.Text>
  );
}

/**
 * How a version gets into the release store. With none there yet (canary,
 * promote and roll back have nothing to act on) an explanation with the
 * command and the demo canary; otherwise the command alone.
 */
export function PublishCommand({ release }: { release: SectionRelease }) {
  const { t } = useTranslation('host');
  const commands = publishCommands(release);
  if (release.available.length > 0) {
    return (
      <Flex gap={8} wrap align="center">
        <Typography.Text type="secondary">{t('releases.publishNext')}</Typography.Text>
        <Command text={commands.publish} />
      </Flex>
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      data-testid={`release-empty-${release.section}`}
      title={t('releases.emptyTitle')}
      description={
        <Flex vertical gap={8} align="start">
          <Typography.Text>{t('releases.emptyText')}</Typography.Text>
          <Command text={commands.publish} />
          <Typography.Text>{t('releases.demoText')}</Typography.Text>
          <Command text={commands.demo} />
        </Flex>
      }
    />
  );
}
