import { Link } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import {
  Card,
  ClockCircleOutlined,
  Col,
  Empty,
  ExclamationCircleOutlined,
  InboxOutlined,
  Row,
  Tag,
  Typography,
} from '@colophon/shared/antd';
import { LtrText, UserText, formatDate, formatManuscriptId } from '@colophon/shared';
import { type ReviewsDashboard } from '@colophon/shared/contracts';
import { manuscriptLink, reviewsLink } from './dashboard-links';
import { FigureCard } from './figure-card';

/** Reviewers: open invitations, reviews due and overdue (each opens Review Assignments filtered). */
export function ReviewsPanel({ reviews }: { reviews: ReviewsDashboard }) {
  const { t } = useTranslation('host');
  // The list holds the soonest few; the rest are one link away, never silently left out.
  const more = reviews.reviews_due - reviews.next_due.length;
  return (
    <section aria-labelledby="dashboard-reviews">
      <Typography.Title level={2} id="dashboard-reviews" style={{ fontSize: 18 }}>
        {t('dashboard.reviews.title')}
      </Typography.Title>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} sm={8}>
          <FigureCard
            label={t('dashboard.reviews.openInvitations')}
            value={reviews.open_invitations}
            to={reviewsLink('invited')}
            icon={InboxOutlined}
            color="#1677ff"
          />
        </Col>
        <Col xs={24} sm={8}>
          <FigureCard
            label={t('dashboard.reviews.reviewsDue')}
            value={reviews.reviews_due}
            to={reviewsLink('accepted')}
            icon={ClockCircleOutlined}
            color="#faad14"
          />
        </Col>
        <Col xs={24} sm={8}>
          <FigureCard
            label={t('dashboard.reviews.overdue')}
            value={reviews.overdue}
            to={reviewsLink('overdue')}
            icon={ExclamationCircleOutlined}
            color="#cf1322"
          />
        </Col>
      </Row>
      <Card
        size="small"
        title={<h3 style={{ fontSize: 16, margin: 0 }}>{t('dashboard.reviews.nextDue')}</h3>}
      >
        {reviews.next_due.length === 0 ? (
          <Empty description={t('dashboard.reviews.none')} />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {reviews.next_due.map((item) => (
              <li
                key={item.id}
                style={{
                  display: 'flex',
                  gap: 12,
                  justifyContent: 'space-between',
                  padding: '6px 0',
                }}
              >
                <Link to={manuscriptLink(item.manuscript.id)}>
                  <LtrText>{formatManuscriptId(item.manuscript.id)}</LtrText> ·{' '}
                  <UserText>{item.manuscript.title}</UserText>
                </Link>
                <span style={{ flex: 'none' }}>
                  {item.overdue ? <Tag color="error">{t('dashboard.reviews.overdue')}</Tag> : null}
                  <time dateTime={item.due_at}>
                    {t('dashboard.reviews.due', { date: formatDate(item.due_at) })}
                  </time>
                </span>
              </li>
            ))}
            {more > 0 && (
              <li style={{ padding: '6px 0' }}>
                <Link to={reviewsLink('accepted')}>
                  {t('dashboard.reviews.moreDue', { count: more })}
                </Link>
              </li>
            )}
          </ul>
        )}
      </Card>
    </section>
  );
}
