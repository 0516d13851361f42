import { useTranslation } from 'react-i18next';
import { Button, Card, Tag, Typography } from '@colophon/shared/antd';
import { formatDate } from '@colophon/shared';
import { orderStatusLook } from './order-status';
import { type Order } from './sample-orders';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('host');
  const look = orderStatusLook(order.status);
  return (
    <Card>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 16,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <div>
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {t('orders.orderNumber', { number: order.orderNumber })}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('orders.placedOn', { date: formatDate(order.date) })} ·{' '}
            {t('orders.items', { count: order.items })}
          </Typography.Text>
        </div>
        <Tag color={look.color} icon={look.icon}>
          {t(look.labelKey)}
        </Tag>
        <div>
          <Typography.Text type="secondary">{t('orders.total')}: </Typography.Text>
          <Typography.Text strong>{dollars.format(order.total)}</Typography.Text>
        </div>
        <Button>{t('orders.trackOrder')}</Button>
      </div>
    </Card>
  );
}
