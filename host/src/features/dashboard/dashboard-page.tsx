import { memo, useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Col, Row, Tag } from '@colophon/shared/antd';
import {
  ErrorState,
  LoadingState,
  PageHeader,
  formatDate,
  useAuthStore,
  useCan,
} from '@colophon/shared';
import { type Dashboard } from '@colophon/shared/contracts';
import { dashboardQueryOptions } from './dashboard-queries';
import { EditorialPanel } from './editorial-panel';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { ReviewsPanel } from './reviews-panel';
import { StatCards } from './stat-cards';
import { StatusPanel } from './status-panel';
import { SubmissionsPanel } from './submissions-panel';

function firstName(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

/** The parts of the dashboard the API sent, in its order. */
function Parts({ data }: { data: Dashboard }) {
  return (
    <>
      {data.platform && <StatCards stats={data.platform} />}
      {data.editorial && <EditorialPanel editorial={data.editorial} />}
      {data.reviews && <ReviewsPanel reviews={data.reviews} />}
      {data.submissions && <SubmissionsPanel submissions={data.submissions} />}
    </>
  );
}

/** Everything below the header, once the figures are in. */
const DashboardBody = memo(function DashboardBody({ data }: { data: Dashboard }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <Parts data={data} />
      <QuickActions />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={data.platform ? 14 : 24}>
          <RecentActivity items={data.recent_activity} />
        </Col>
        {data.platform && (
          <Col xs={24} lg={10}>
            <StatusPanel
              byStatus={data.platform.manuscripts_by_status}
              total={data.platform.total_manuscripts}
            />
          </Col>
        )}
      </Row>
    </div>
  );
});

/** The landing page of the signed-in user: made of the parts their roles allow. */
export function DashboardPage() {
  const { t } = useTranslation('host');
  const user = useAuthStore((state) => state.user);
  const admin = useCan('dashboard.platform');
  const dashboard = useQuery(dashboardQueryOptions);
  // A query's result reaches React through an external store, which React
  // renders at once, in one blocking task. The deferred copy renders the
  // dashboard's cards in a transition instead, in slices that yield to input
  // (about 130 ms at 4× CPU on a cold load); until then the loading
  // state stays.
  const data = useDeferredValue(dashboard.data);

  const since = user?.created_at
    ? t(admin ? 'dashboard.adminSince' : 'dashboard.memberSince', {
        date: formatDate(user.created_at),
      })
    : null;
  const header = (
    <PageHeader
      title={t('dashboard.welcome', { name: firstName(user?.name) })}
      subtitle={t(admin ? 'dashboard.subtitle' : 'dashboard.subtitleOwn')}
      extra={since ? <Tag>{since}</Tag> : null}
    />
  );

  if (dashboard.isError) {
    return (
      <>
        {header}
        <ErrorState message={t('dashboard.error')} onRetry={() => void dashboard.refetch()} />
      </>
    );
  }
  if (!data) {
    return (
      <>
        {header}
        <LoadingState label={t('dashboard.loading')} />
      </>
    );
  }
  return (
    <>
      {header}
      <DashboardBody data={data} />
    </>
  );
}
