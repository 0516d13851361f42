import { type ComponentType } from 'react';
import { Link } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import {
  BookOutlined,
  Card,
  Col,
  FileTextOutlined,
  HistoryOutlined,
  InboxOutlined,
  PlusOutlined,
  Row,
  StarOutlined,
  TeamOutlined,
  Typography,
} from '@colophon/shared/antd';
import { useAuthStore } from '@colophon/shared';
import { can, type Permission } from '@colophon/shared/contracts';

interface QuickAction {
  to: string;
  key: string;
  icon: ComponentType;
  /** Who is offered it: the rule the screen it opens needs (null: everyone). */
  permission: Permission | null;
}

// The spec's three (an administrator sees exactly these), then each role's own desk.
export const QUICK_ACTIONS: QuickAction[] = [
  // Browsing every manuscript is the staff's; an author's and a reviewer's work has its own card.
  {
    to: '/manuscripts',
    key: 'manuscripts',
    icon: FileTextOutlined,
    permission: 'manuscripts.viewAll',
  },
  { to: '/journals', key: 'journals', icon: BookOutlined, permission: 'journals.manage' },
  { to: '/users', key: 'users', icon: TeamOutlined, permission: 'users.list' },
  {
    to: '/editorial-queue',
    key: 'queue',
    icon: HistoryOutlined,
    permission: 'dashboard.editorial',
  },
  { to: '/reviews', key: 'reviews', icon: StarOutlined, permission: 'dashboard.reviews' },
  {
    to: '/submissions',
    key: 'submissions',
    icon: InboxOutlined,
    permission: 'dashboard.submissions',
  },
  {
    to: '/manuscripts/create',
    key: 'submit',
    icon: PlusOutlined,
    permission: 'dashboard.submissions',
  },
];

/** The quick actions a user with `roles` may use. */
export const quickActionsFor = (roles: Parameters<typeof can>[0]) =>
  QUICK_ACTIONS.filter((action) => action.permission === null || can(roles, action.permission));

export function QuickActions() {
  const { t } = useTranslation('host');
  const roles = useAuthStore((state) => state.user?.roles);
  const actions = quickActionsFor(roles);
  return (
    <section aria-labelledby="dashboard-quick-actions">
      <Typography.Title level={2} id="dashboard-quick-actions" style={{ fontSize: 18 }}>
        {t('dashboard.quickActions')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {actions.map(({ to, key, icon: Icon }) => (
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
