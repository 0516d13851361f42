// Under each section's release card, collapsed until asked for so the page
// stays light: its health (canary against stable), rollout policy and history.
// Nothing is fetched, and Chart.js not loaded, before it is opened.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Collapse, Tabs } from '@colophon/shared/antd';
import { type SectionName } from '@colophon/shared/contracts';
import { ReleaseHistory } from '../history/release-history';
import { RolloutPolicyEditor } from '../policy/rollout-policy-editor';
import { HealthView } from './health-view';
import { useFollowWatcher } from './use-follow-watcher';

function HealthTabs({ section }: { section: SectionName }) {
  const { t } = useTranslation('host');
  const [tab, setTab] = useState('health');
  useFollowWatcher(section);
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        {
          key: 'health',
          label: t('releases.health.tabs.health'),
          children: <HealthView section={section} />,
        },
        {
          key: 'policy',
          label: t('releases.health.tabs.policy'),
          children: <RolloutPolicyEditor section={section} />,
        },
        {
          key: 'history',
          label: t('releases.health.tabs.history'),
          children: <ReleaseHistory section={section} />,
        },
      ]}
    />
  );
}

export function ReleaseHealthPanel({ section }: { section: SectionName }) {
  const { t } = useTranslation('host');
  return (
    <Collapse
      destroyOnHidden
      data-testid={`release-health-${section}`}
      items={[
        {
          key: 'health',
          label: t('releases.health.panel'),
          children: <HealthTabs section={section} />,
        },
      ]}
    />
  );
}
