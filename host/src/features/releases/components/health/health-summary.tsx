// The policy's window now, as the rollout watcher reads it: each channel's
// sessions, error rate and p75 INP/LCP, whether the sample is big enough yet,
// and — when the canary breaks a rule — a warning with the rule and figures.
import { useTranslation } from 'react-i18next';
import { Alert, Flex, Typography } from '@colophon/shared/antd';
import { isolate, useLanguage } from '@colophon/shared';
import { type HealthFigures, type SectionHealth } from '@colophon/shared/contracts';
import { formatCount, formatMs, formatPercent } from '../../lib/health-format';
import { verdictText } from '../../lib/verdict-text';

function ChannelLine({
  channel,
  figures,
}: {
  channel: 'canary' | 'stable';
  figures: HealthFigures | null;
}) {
  const { t } = useTranslation('host');
  const language = useLanguage();
  const name = t(`releases.health.charts.${channel}`);
  if (!figures || figures.sessions === 0) {
    return <Typography.Text>{t('releases.health.channelNone', { channel: name })}</Typography.Text>;
  }
  const count = (value: number) => formatCount(value, language);
  return (
    <Flex vertical>
      <Typography.Text>
        {t('releases.health.channelSummary', {
          channel: name,
          // A version in an Urdu sentence: kept left to right, as one piece.
          version: isolate(`v${figures.version}`, 'ltr'),
          count: figures.sessions,
          sessions: formatCount(figures.sessions, language),
          errorRate: formatPercent(figures.error_rate, language),
          inp: formatMs(figures.inp_p75, language),
          lcp: formatMs(figures.lcp_p75, language),
        })}
      </Typography.Text>
      {/* What the errors were: a team reads this before the charts. */}
      <Typography.Text type="secondary">
        {t('releases.health.errorBreakdown', {
          load: count(figures.load_errors),
          render: count(figures.render_errors),
          unhandled: count(figures.unhandled_errors),
          api: formatPercent(figures.api_failure_rate, language),
        })}
      </Typography.Text>
    </Flex>
  );
}

export function HealthSummary({ health }: { health: SectionHealth }) {
  const { t } = useTranslation('host');
  const language = useLanguage();
  const { policy, window, breach } = health;
  const canarySessions = window.canary?.sessions ?? 0;
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>
        {t('releases.health.windowTitle', {
          minutes: formatCount(policy.window_minutes, language),
        })}
      </Typography.Text>
      <ChannelLine channel="canary" figures={window.canary} />
      <ChannelLine channel="stable" figures={window.stable} />
      {!policy.enabled && (
        <Typography.Text type="secondary">{t('releases.health.policyOff')}</Typography.Text>
      )}
      {policy.enabled && window.canary && canarySessions < policy.min_sessions && (
        <Typography.Text type="secondary">
          {t('releases.health.sampleShort', {
            min: formatCount(policy.min_sessions, language),
            sessions: formatCount(canarySessions, language),
          })}
        </Typography.Text>
      )}
      {breach && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          data-testid={`health-breach-${health.section}`}
          title={t(
            policy.enabled ? 'releases.health.breachTitle' : 'releases.health.breachTitleOff',
          )}
          description={verdictText(breach, t, language)}
        />
      )}
    </Flex>
  );
}
