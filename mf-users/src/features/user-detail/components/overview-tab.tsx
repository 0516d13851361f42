import { useTranslation } from 'react-i18next';
import { Descriptions, Flex, Typography } from '@colophon/shared/antd';
import { LtrText, formatDate, userBlockProps } from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { SectionCard } from '../../../components/section-card';
import { UserStatusTag } from '../../../components/user-status-tag';
import { formatCount } from '../lib/format-count';
import { type PublicationTotals } from '../lib/research-metrics';

interface OverviewTabProps {
  user: User;
  /** Null while the publications load. */
  totals: PublicationTotals | null;
}

/** Account information, research metrics (with a profile) and the biography (when written). */
export function OverviewTab({ user, totals }: OverviewTabProps) {
  const { t } = useTranslation('users');
  const profile = user.academic_profile;
  const count = (value: number | undefined) => (value === undefined ? '—' : formatCount(value));

  return (
    <Flex vertical gap={16}>
      <SectionCard title={t('overview.account')}>
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'id', label: t('overview.userId'), children: user.id },
            {
              key: 'email',
              label: t('overview.email'),
              children: (
                <Typography.Link href={`mailto:${user.email}`}>
                  <LtrText>{user.email}</LtrText>
                </Typography.Link>
              ),
            },
            {
              key: 'status',
              label: t('overview.status'),
              children: <UserStatusTag deletedAt={user.deleted_at} />,
            },
            { key: 'created', label: t('overview.created'), children: formatDate(user.created_at) },
            {
              key: 'updated',
              label: t('overview.lastUpdated'),
              children: formatDate(user.updated_at),
            },
          ]}
        />
      </SectionCard>
      {profile && (
        <SectionCard title={t('overview.metrics')}>
          <Descriptions
            column={{ xs: 1, sm: 2, md: 3 }}
            items={[
              {
                key: 'hIndex',
                label: t('overview.hIndex'),
                children: profile.h_index === null ? '—' : formatCount(profile.h_index),
              },
              {
                key: 'citations',
                label: t('overview.totalCitations'),
                children: formatCount(profile.citation_count),
              },
              {
                key: 'publications',
                label: t('overview.publications'),
                children: count(totals?.count),
              },
              { key: 'verified', label: t('overview.verified'), children: count(totals?.verified) },
              { key: 'views', label: t('overview.totalViews'), children: count(totals?.views) },
              {
                key: 'downloads',
                label: t('overview.downloads'),
                children: count(totals?.downloads),
              },
            ]}
          />
        </SectionCard>
      )}
      {profile?.bio && (
        <SectionCard title={t('overview.biography')}>
          <Typography.Paragraph {...userBlockProps({ margin: 0 })}>
            {profile.bio}
          </Typography.Paragraph>
        </SectionCard>
      )}
    </Flex>
  );
}
