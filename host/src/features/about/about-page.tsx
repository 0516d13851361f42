import { type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Card,
  Col,
  GlobalOutlined,
  Row,
  SafetyCertificateOutlined,
  Tag,
  TeamOutlined,
  Typography,
} from '@colophon/shared/antd';

const VALUES: { key: string; icon: ComponentType }[] = [
  { key: 'quality', icon: SafetyCertificateOutlined },
  { key: 'authors', icon: TeamOutlined },
  { key: 'openScience', icon: GlobalOutlined },
];

// Product names are not translated.
const STACK: { groupKey: string; items: string[] }[] = [
  { groupKey: 'frontend', items: ['React 19', 'TypeScript', 'antd 6', 'i18next'] },
  { groupKey: 'architecture', items: ['rspack', 'Module Federation 2', 'single-spa-react'] },
  { groupKey: 'data', items: ['TanStack Query', 'zustand'] },
  { groupKey: 'backend', items: ['Fastify', 'Kysely', 'SQLite', 'PostgreSQL'] },
];

export function AboutPage() {
  const { t } = useTranslation('host');
  return (
    <div style={{ maxWidth: 1000, margin: '0 auto', padding: '48px 16px' }}>
      <Typography.Title level={1}>{t('about.title')}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 18 }}>
        {t('about.intro')}
      </Typography.Paragraph>

      <section aria-labelledby="about-story" style={{ marginTop: 32 }}>
        <Typography.Title level={2} id="about-story">
          {t('about.storyTitle')}
        </Typography.Title>
        <Typography.Paragraph>{t('about.story')}</Typography.Paragraph>
      </section>

      <section aria-labelledby="about-values" style={{ marginTop: 32 }}>
        <Typography.Title level={2} id="about-values">
          {t('about.valuesTitle')}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {VALUES.map(({ key, icon: Icon }) => (
            <Col key={key} xs={24} md={8}>
              <Card style={{ height: '100%' }}>
                <span aria-hidden="true" style={{ fontSize: 28 }}>
                  <Icon />
                </span>
                <Typography.Title level={3} style={{ fontSize: 18, marginTop: 12 }}>
                  {t(`about.values.${key}.title`)}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {t(`about.values.${key}.text`)}
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section aria-labelledby="about-stack" style={{ marginTop: 32 }}>
        <Typography.Title level={2} id="about-stack">
          {t('about.stackTitle')}
        </Typography.Title>
        <Typography.Paragraph>{t('about.stackIntro')}</Typography.Paragraph>
        <Card>
          <dl style={{ margin: 0 }}>
            {STACK.map(({ groupKey, items }) => (
              <div key={groupKey} style={{ marginBottom: 12 }}>
                <dt>
                  <Typography.Text strong>{t(`about.stack.${groupKey}`)}</Typography.Text>
                </dt>
                <dd style={{ margin: '6px 0 0' }}>
                  {items.map((item) => (
                    <Tag key={item} color="blue" style={{ marginBottom: 6 }}>
                      {item}
                    </Tag>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      </section>
    </div>
  );
}
