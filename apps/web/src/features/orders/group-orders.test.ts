import type { OrderHistoryItem } from '@app/contracts/orders';
import { describe, expect, it } from 'vitest';
import { statusTone } from './components/status-badge.tsx';
import { groupOrders } from './group-orders.ts';

const line = (order: number, product: number): OrderHistoryItem => ({
  order_history_id: order,
  createdAt: '2026-03-05T10:00:00Z',
  delivery_status: 'Pending',
  payment_status: 'paid',
  user_email: 'a@example.com',
  user_phone: null,
  delivery_phone: null,
  address: 'Jaipur',
  image: null,
  name: `Product ${product}`,
  category: 'Yantras',
  price_in_rupee: 100,
  quantity: 1,
  discount: 0,
  product_id: product,
  invoice_id: null,
  invoice_number: null,
});

describe('groupOrders', () => {
  it('makes one card per order, in the server order, with every line', () => {
    const groups = groupOrders([line(9, 1), line(7, 2), line(9, 3)]);
    expect(groups.map((g) => g.orderId)).toEqual([9, 7]);
    expect(groups[0]?.lines.map((l) => l.product_id)).toEqual([1, 3]);
  });
});

describe('statusTone', () => {
  it('colours the four known statuses and anything else blue', () => {
    expect(['Delivered', 'Pending', 'Shipped', 'Cancelled', 'Returned'].map(statusTone)).toEqual([
      'success',
      'warning',
      'purple',
      'danger',
      'info',
    ]);
  });
});
