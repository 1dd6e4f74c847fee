// Demo shop orders: paid orders in every delivery status, with price snapshots, payments and status history.
import type { deliveryStatusChanges, orderLines, orders, payments } from '../schema/index.ts';
import { SEED_CATEGORIES } from './catalogue-data.ts';
import type { ProductRow } from './demo-catalogue.ts';
import type { AddressRow, UserRow } from './demo-people.ts';
import type { Random } from './random.ts';
import { DAY, HOUR, MINUTE, after, before } from './seed-time.ts';

type DeliveryStatus = 'Pending' | 'Shipped' | 'Delivered' | 'Cancelled';

/** One status per demo order: mostly delivered, as in a shop that has run for a while. */
const PLAN: readonly DeliveryStatus[] = [
  'Delivered', 'Pending', 'Shipped', 'Delivered', 'Cancelled', 'Delivered',
  'Shipped', 'Pending', 'Delivered', 'Delivered', 'Cancelled', 'Shipped',
  'Delivered', 'Pending', 'Delivered', 'Shipped', 'Delivered', 'Pending',
];

/** How many days ago an order in this status may have been placed. */
const AGE_DAYS: Record<DeliveryStatus, readonly [number, number]> = {
  Pending: [0, 3],
  Shipped: [2, 9],
  Delivered: [9, 88],
  Cancelled: [4, 80],
};

export interface Orders {
  orders: (typeof orders.$inferInsert & { id: number })[];
  lines: (typeof orderLines.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  changes: (typeof deliveryStatusChanges.$inferInsert)[];
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const gatewayId = (rng: Random, prefix: string) =>
  prefix + Array.from({ length: 14 }, () => BASE62[rng.int(0, 61)]).join('');

export const formatAddress = (a: AddressRow) =>
  `${a.street}, ${a.city}, ${a.state} - ${a.postalCode}, ${a.country ?? 'India'}`;

export function buildOrders(
  rng: Random,
  now: Date,
  buyers: UserRow[],
  addresses: AddressRow[],
  products: ProductRow[],
): Orders {
  const result: Orders = { orders: [], lines: [], payments: [], changes: [] };
  const usedGatewayIds = new Set<string>();
  const uniqueGatewayId = (prefix: string) => {
    let id = gatewayId(rng, prefix);
    while (usedGatewayIds.has(id)) id = gatewayId(rng, prefix);
    usedGatewayIds.add(id);
    return id;
  };

  PLAN.forEach((status, i) => {
    const id = i + 1;
    const buyer = buyers[(i * 5) % buyers.length]!;
    const address = addresses.find((a) => a.userId === buyer.id && a.isSelected);
    if (!address) throw new Error(`seed: buyer ${buyer.id} has no selected address`);
    // Never before the buyer's account and address existed.
    const accountAgeDays = Math.floor((now.getTime() - buyer.createdAt.getTime()) / DAY) - 3;
    const [minAge, maxAge] = AGE_DAYS[status];
    const ageDays = Math.min(rng.int(minAge, maxAge), accountAgeDays);
    const createdAt = before(now, ageDays * DAY + rng.int(1, 20) * HOUR + rng.int(0, 59) * MINUTE);
    const paidAt = after(createdAt, rng.int(1, 4) * MINUTE);

    const picked = new Set<number>();
    const lineCount = rng.int(1, 3);
    while (picked.size < lineCount) picked.add(rng.int(0, products.length - 1));
    let total = 0;
    for (const index of picked) {
      const product = products[index]!;
      const quantity = rng.chance(0.7) ? 1 : rng.int(2, 3);
      const lineTotal = product.pricePaise * quantity;
      total += lineTotal;
      result.lines.push({
        orderId: id,
        productId: product.id,
        categoryId: product.categoryId,
        categoryName: SEED_CATEGORIES[product.categoryId - 1]!.name,
        name: product.name,
        image: product.image ?? null,
        unitPricePaise: product.pricePaise,
        discount: product.discount ?? 0,
        quantity,
        lineTotalPaise: lineTotal,
      });
    }

    // The history explains how the order reached its status; each step happened before now.
    let last = paidAt;
    const step = (from: DeliveryStatus, to: DeliveryStatus, maxDelay: number) => {
      const room = now.getTime() - last.getTime();
      last = after(last, Math.max(MINUTE, Math.min(maxDelay, Math.floor(room / 2))));
      result.changes.push({ orderId: id, fromStatus: from, toStatus: to, changedBy: 1, createdAt: last });
    };
    if (status === 'Shipped' || status === 'Delivered') step('Pending', 'Shipped', rng.int(12, 40) * HOUR);
    if (status === 'Delivered') step('Shipped', 'Delivered', rng.int(3, 6) * DAY);
    if (status === 'Cancelled') step('Pending', 'Cancelled', rng.int(2, 20) * HOUR);

    result.orders.push({
      id,
      userId: buyer.id,
      status: 'paid',
      deliveryStatus: status,
      totalPaise: total,
      currency: 'INR',
      addressId: address.id,
      deliveryAddress: formatAddress(address),
      userEmail: buyer.email ?? null,
      userPhone: buyer.phone ?? null,
      paidAt,
      createdAt,
      updatedAt: last,
    });
    result.payments.push({
      orderId: id,
      provider: 'fake',
      gatewayOrderId: uniqueGatewayId('order_'),
      gatewayPaymentId: uniqueGatewayId('pay_'),
      amountPaise: total,
      currency: 'INR',
      status: 'captured',
      createdAt,
      updatedAt: paidAt,
    });
  });
  return result;
}
