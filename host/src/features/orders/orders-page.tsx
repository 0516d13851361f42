import { useTranslation } from 'react-i18next';
import { Empty, Typography } from '@colophon/shared/antd';
import { PageHeader, ButtonLink } from '@colophon/shared';
import { OrderCard } from './order-card';
import { SAMPLE_ORDERS, type Order } from './sample-orders';

interface OrdersPageProps {
  orders?: Order[];
}

export function OrdersPage({ orders = SAMPLE_ORDERS }: OrdersPageProps) {
  const { t } = useTranslation('host');
  return (
    <>
      <PageHeader
        title={t('orders.title')}
        subtitle={t('orders.subtitle')}
        extra={<ButtonLink to="/journals">{t('orders.continueShopping')}</ButtonLink>}
      />
      {orders.length === 0 ? (
        <Empty
          description={
            <>
              <Typography.Text strong>{t('orders.emptyTitle')}</Typography.Text>
              <br />
              {t('orders.emptyText')}
            </>
          }
        >
          <ButtonLink type="primary" to="/journals">
            {t('orders.startShopping')}
          </ButtonLink>
        </Empty>
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </div>
      )}
    </>
  );
}
