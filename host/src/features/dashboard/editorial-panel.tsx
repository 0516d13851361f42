import { useTranslation } from 'react-i18next';
import {
  ClockCircleOutlined,
  Col,
  ExclamationCircleOutlined,
  Row,
  Typography,
  UserOutlined,
} from '@colophon/shared/antd';
import { useCan } from '@colophon/shared';
import { EDITORIAL_QUEUE_STAGES, type EditorialDashboard } from '@colophon/shared/contracts';
import { FigureCard } from './figure-card';
import { queueLink } from './dashboard-links';

/** Editors: the queue by stage, overdue, decisions due; each opens /editorial-queue filtered. */
export function EditorialPanel({ editorial }: { editorial: EditorialDashboard }) {
  const { t } = useTranslation('host');
  // Only the editor-in-chief decides; an associate editor sees the stage ("Reviews complete").
  const decides = useCan('manuscripts.decide');
  return (
    <section aria-labelledby="dashboard-editorial">
      <Typography.Title level={2} id="dashboard-editorial" style={{ fontSize: 18 }}>
        {t('dashboard.editorial.title')}
      </Typography.Title>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {decides && (
          <Col xs={24} sm={8}>
            <FigureCard
              label={t('dashboard.editorial.decisionsDue')}
              value={editorial.decisions_due}
              to={queueLink({ stage: 'reviews_complete' })}
              icon={ClockCircleOutlined}
              color="#722ed1"
            />
          </Col>
        )}
        <Col xs={24} sm={8}>
          <FigureCard
            label={t('dashboard.editorial.overdue')}
            value={editorial.overdue}
            to={queueLink({ overdue: '1' })}
            icon={ExclamationCircleOutlined}
            color="#cf1322"
            hint={t('dashboard.editorial.overdueHint')}
          />
        </Col>
        <Col xs={24} sm={8}>
          <FigureCard
            label={t('dashboard.editorial.assignedToMe')}
            value={editorial.assigned_to_me}
            to={queueLink({ assigned: 'me' })}
            icon={UserOutlined}
            color="#1677ff"
          />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        {EDITORIAL_QUEUE_STAGES.map((stage) => (
          <Col key={stage} xs={12} md={8} xl={4}>
            <FigureCard
              label={t(`dashboard.editorial.stages.${stage}`)}
              value={editorial.stage_counts[stage] ?? 0}
              to={queueLink({ stage })}
            />
          </Col>
        ))}
      </Row>
    </section>
  );
}
