import { type ComponentType } from 'react';
import { Link } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import {
  BookOutlined,
  Card,
  Col,
  FileTextOutlined,
  FolderOutlined,
  Row,
  TagsOutlined,
  Typography,
} from '@colophon/shared/antd';

const CARDS: { to: string; key: string; icon: ComponentType }[] = [
  { to: '/journals', key: 'journals', icon: BookOutlined },
  { to: '/manuscripts', key: 'manuscripts', icon: FileTextOutlined },
  { to: '/categories', key: 'categories', icon: FolderOutlined },
  { to: '/tags', key: 'tags', icon: TagsOutlined },
];

/** The four signed-in shortcuts of the home page. */
export function QuickAccess() {
  const { t } = useTranslation('host');
  return (
    <section aria-labelledby="home-quick-access" style={{ marginTop: 32 }}>
      <Typography.Title level={2} id="home-quick-access" style={{ fontSize: 20 }}>
        {t('home.quickAccess')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {CARDS.map(({ to, key, icon: Icon }) => (
          <Col key={key} xs={24} sm={12} lg={6}>
            <Link to={to} style={{ display: 'block', height: '100%' }}>
              <Card hoverable style={{ height: '100%' }}>
                <span aria-hidden="true" style={{ fontSize: 28 }}>
                  <Icon />
                </span>
                <Typography.Title level={3} style={{ fontSize: 16, marginTop: 12 }}>
                  {t(`home.cards.${key}.title`)}
                </Typography.Title>
                <Typography.Text type="secondary">
                  {t(`home.cards.${key}.description`)}
                </Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </section>
  );
}
