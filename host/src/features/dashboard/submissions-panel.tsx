import { Link } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { Alert, Card, Col, Empty, Row, Typography } from '@colophon/shared/antd';
import { ButtonLink, LtrText, StatusBadge, UserText, formatManuscriptId } from '@colophon/shared';
import { type SubmissionsDashboard } from '@colophon/shared/contracts';
import { manuscriptLink, revisionsLink, SUBMISSIONS_PATH } from './dashboard-links';

/** Authors: their submissions by status, and the revisions asked of them. */
export function SubmissionsPanel({ submissions }: { submissions: SubmissionsDashboard }) {
  const { t } = useTranslation('host');
  const statuses = Object.entries(submissions.by_status).filter(([, count]) => count > 0);
  // The list holds the first few; the title counts them all, as the sidebar's badge does.
  const actionRequired = Math.max(
    submissions.by_status.revision_requested ?? 0,
    submissions.action_required.length,
  );
  const more = actionRequired - submissions.action_required.length;
  return (
    <section aria-labelledby="dashboard-submissions">
      <Typography.Title level={2} id="dashboard-submissions" style={{ fontSize: 18 }}>
        {t('dashboard.submissions.title')}
      </Typography.Title>
      {submissions.action_required.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('dashboard.submissions.actionRequired', {
            count: actionRequired,
          })}
          description={
            <>
              <div>{t('dashboard.submissions.actionRequiredHint')}</div>
              <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                {submissions.action_required.map((item) => (
                  <li key={item.id}>
                    <Link to={manuscriptLink(item.id)}>
                      <LtrText>{formatManuscriptId(item.id)}</LtrText> ·{' '}
                      <UserText>{item.title}</UserText>
                    </Link>
                  </li>
                ))}
                {more > 0 && (
                  <li>
                    <Link to={revisionsLink()}>
                      {t('dashboard.submissions.moreAction', { count: more })}
                    </Link>
                  </li>
                )}
              </ul>
            </>
          }
        />
      )}
      <Card
        size="small"
        title={
          <h3 style={{ fontSize: 16, margin: 0 }}>
            {t('dashboard.submissions.byStatus', { count: submissions.total })}
          </h3>
        }
        extra={<ButtonLink to={SUBMISSIONS_PATH}>{t('dashboard.submissions.open')}</ButtonLink>}
      >
        {statuses.length === 0 ? (
          <Empty description={t('dashboard.submissions.none')}>
            <ButtonLink to="/manuscripts/create" type="primary">
              {t('dashboard.actions.submit.title')}
            </ButtonLink>
          </Empty>
        ) : (
          <Row gutter={[16, 8]}>
            {statuses.map(([status, count]) => (
              <Col key={status} xs={12} md={8} xl={6}>
                <Link
                  to={SUBMISSIONS_PATH}
                  style={{ display: 'flex', gap: 8, alignItems: 'center' }}
                >
                  <StatusBadge status={status} />
                  <strong>{count}</strong>
                </Link>
              </Col>
            ))}
          </Row>
        )}
      </Card>
    </section>
  );
}
