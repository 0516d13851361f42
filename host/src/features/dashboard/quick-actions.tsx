import { type ComponentType } from 'react';
import { Link } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import {
  BookOutlined,
  Card,
  Col,
  FileTextOutlined,
  Row,
  TeamOutlined,
  Typography,
} from '@colophon/shared/antd-panel';

const ACTIONS: { to: string; key: string; icon: ComponentType }[] = [
  { to: '/manuscripts', key: 'manuscripts', icon: FileTextOutlined },
  { to: '/journals', key: 'journals', icon: BookOutlined },
  { to: '/users', key: 'users', icon: TeamOutlined },
];

export function QuickActions() {
  const { t } = useTranslation('host');
  return (
    <section aria-labelledby="dashboard-quick-actions">
      <Typography.Title level={2} id="dashboard-quick-actions" style={{ fontSize: 18 }}>
        {t('dashboard.quickActions')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {ACTIONS.map(({ to, key, icon: Icon }) => (
          <Col key={key} xs={24} md={8}>
            <Link to={to} style={{ display: 'block', height: '100%' }}>
              <Card hoverable style={{ height: '100%' }}>
                <Card.Meta
                  avatar={
                    <span aria-hidden="true" style={{ fontSize: 24 }}>
                      <Icon />
                    </span>
                  }
                  title={t(`dashboard.actions.${key}.title`)}
                  description={t(`dashboard.actions.${key}.description`)}
                />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </section>
  );
}
