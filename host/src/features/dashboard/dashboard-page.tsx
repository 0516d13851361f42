import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Col, Row, Tag } from '@colophon/shared/antd-panel';
import { ErrorState, LoadingState, PageHeader, formatDate, useAuthStore } from '@colophon/shared';
import { dashboardQueryOptions } from './dashboard-queries';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { StatCards } from './stat-cards';
import { StatusPanel } from './status-panel';

function firstName(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

export function DashboardPage() {
  const { t } = useTranslation('host');
  const user = useAuthStore((state) => state.user);
  const dashboard = useQuery(dashboardQueryOptions);

  const header = (
    <PageHeader
      title={t('dashboard.welcome', { name: firstName(user?.name) })}
      subtitle={t('dashboard.subtitle')}
      extra={
        user?.created_at ? (
          <Tag>{t('dashboard.adminSince', { date: formatDate(user.created_at) })}</Tag>
        ) : null
      }
    />
  );

  if (dashboard.isPending) {
    return (
      <>
        {header}
        <LoadingState label={t('dashboard.loading')} />
      </>
    );
  }
  if (dashboard.isError) {
    return (
      <>
        {header}
        <ErrorState message={t('dashboard.error')} onRetry={() => void dashboard.refetch()} />
      </>
    );
  }

  const { stats, manuscripts_by_status: byStatus, recent_activity: activity } = dashboard.data;
  return (
    <>
      {header}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <StatCards stats={stats} />
        <QuickActions />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <RecentActivity items={activity} />
          </Col>
          <Col xs={24} lg={10}>
            <StatusPanel byStatus={byStatus} total={stats.total_manuscripts} />
          </Col>
        </Row>
      </div>
    </>
  );
}
