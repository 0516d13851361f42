import { type ReactNode } from 'react';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  InboxOutlined,
  InfoCircleOutlined,
  ReloadOutlined,
} from '@colophon/shared/antd';

export interface OrderStatusLook {
  labelKey: string;
  icon: ReactNode;
  /** antd Tag colour. */
  color: string;
}

const LOOKS: Record<string, OrderStatusLook> = {
  pending: { labelKey: 'orders.statuses.pending', icon: <ClockCircleOutlined />, color: 'gold' },
  processing: { labelKey: 'orders.statuses.processing', icon: <ReloadOutlined />, color: 'blue' },
  shipped: { labelKey: 'orders.statuses.shipped', icon: <InboxOutlined />, color: 'purple' },
  delivered: {
    labelKey: 'orders.statuses.delivered',
    icon: <CheckCircleOutlined />,
    color: 'green',
  },
};

const DEFAULT_LOOK: OrderStatusLook = {
  labelKey: 'orders.statuses.unknown',
  icon: <InfoCircleOutlined />,
  color: 'default',
};

/** Icon, colour and label of an order status; unknown values are grey. */
export function orderStatusLook(status: string): OrderStatusLook {
  return LOOKS[status] ?? DEFAULT_LOOK;
}
