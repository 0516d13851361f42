import { useTranslation } from 'react-i18next';
import { useTabParam } from '@colophon/shared';
import { Tabs } from '@colophon/shared/antd';
import { type Publication, type User } from '@colophon/shared/contracts';
import { buildActivityTimeline } from '../lib/activity-timeline';
import { type PublicationTotals } from '../lib/research-metrics';
import { AcademicProfileTab } from './academic-profile-tab';
import { ActivityTab } from './activity-tab';
import { OverviewTab } from './overview-tab';
import { PublicationsTab } from './publications-tab';

export const USER_TABS = ['overview', 'profile', 'publications', 'activity'] as const;

interface UserTabsProps {
  user: User;
  publications: Publication[];
  totals: PublicationTotals | null;
  publicationsLoading: boolean;
  publicationsFailed: boolean;
  onRetryPublications: () => void;
}

/** Overview, Academic Profile, Publications (count) and Activity; the open tab is in the URL. */
export function UserTabs({
  user,
  publications,
  totals,
  publicationsLoading,
  publicationsFailed,
  onRetryPublications,
}: UserTabsProps) {
  const { t } = useTranslation('users');
  const { tab: active, selectTab: select } = useTabParam(USER_TABS);

  return (
    <Tabs
      activeKey={active}
      onChange={select}
      items={[
        {
          key: 'overview',
          label: t('tabs.overview'),
          children: <OverviewTab user={user} totals={totals} />,
        },
        {
          key: 'profile',
          label: t('tabs.profile'),
          children: <AcademicProfileTab profile={user.academic_profile} />,
        },
        {
          key: 'publications',
          label:
            totals === null
              ? t('tabs.publications')
              : t('tabs.publicationsWithCount', { count: totals.count }),
          children: (
            <PublicationsTab
              publications={publications}
              loading={publicationsLoading}
              failed={publicationsFailed}
              onRetry={onRetryPublications}
            />
          ),
        },
        {
          key: 'activity',
          label: t('tabs.activity'),
          children: <ActivityTab entries={buildActivityTimeline(user, publications)} />,
        },
      ]}
    />
  );
}
