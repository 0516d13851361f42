/** The spec's Orders page is a static sample, kept as such. */
export interface Order {
  id: number;
  orderNumber: string;
  date: string;
  status: string;
  total: number;
  items: number;
}

export const SAMPLE_ORDERS: Order[] = [
  {
    id: 1,
    orderNumber: 'DF-2025-001',
    date: '2025-01-15',
    status: 'delivered',
    total: 129.99,
    items: 3,
  },
  {
    id: 2,
    orderNumber: 'DF-2025-002',
    date: '2025-01-28',
    status: 'shipped',
    total: 89.5,
    items: 2,
  },
  {
    id: 3,
    orderNumber: 'DF-2025-003',
    date: '2025-02-03',
    status: 'processing',
    total: 245,
    items: 5,
  },
  {
    id: 4,
    orderNumber: 'DF-2025-004',
    date: '2025-02-10',
    status: 'pending',
    total: 42.25,
    items: 1,
  },
];
