// Orders with their price snapshots, delivery-status history and gateway payments.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, paise, paiseTotal, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { addresses, products } from './shop.ts';

export const orderStatusEnum = pgEnum('order_status', ['pending_payment', 'paid', 'payment_failed', 'refund_due']);
export const deliveryStatusEnum = pgEnum('delivery_status', ['Pending', 'Shipped', 'Delivered', 'Cancelled']);

export const orders = pgTable(
  'orders',
  {
    /** order_id and order_history_id on the wire. */
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: orderStatusEnum('status').notNull().default('pending_payment'),
    deliveryStatus: deliveryStatusEnum('delivery_status').notNull().default('Pending'),
    totalPaise: paiseTotal('total_paise').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('INR'),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** The delivery address as it was when the order was paid. */
    deliveryAddress: text('delivery_address'),
    /** The delivery address's mobile for the courier, copied with the address when the order is paid. */
    deliveryPhone: varchar('delivery_phone', { length: 10 }),
    userEmail: varchar('user_email', { length: 254 }),
    userPhone: varchar('user_phone', { length: 10 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status),
    check('orders_total_positive', sql`${t.totalPaise} > 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id').notNull(),
    categoryName: varchar('category_name', { length: 100 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    image: text('image'),
    unitPricePaise: paise('unit_price_paise').notNull(),
    discount: integer('discount').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: paiseTotal('line_total_paise').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_total', sql`${t.lineTotalPaise} = ${t.unitPricePaise}::bigint * ${t.quantity}`),
  ],
);

/** Who changed an order's delivery status, and when. */
export const deliveryStatusChanges = pgTable(
  'delivery_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: deliveryStatusEnum('from_status').notNull(),
    toStatus: deliveryStatusEnum('to_status').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('delivery_status_changes_order_idx').on(t.orderId)],
);

export const paymentStatusEnum = pgEnum('payment_status', ['created', 'captured', 'failed', 'refund_due']);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    gatewayOrderId: varchar('gateway_order_id', { length: 64 }).notNull(),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 64 }),
    amountPaise: paiseTotal('amount_paise').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('INR'),
    status: paymentStatusEnum('status').notNull().default('created'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_gateway_order_key').on(t.gatewayOrderId),
    uniqueIndex('payments_gateway_payment_key').on(t.gatewayPaymentId),
    index('payments_order_idx').on(t.orderId),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** Webhook events already handled, so a redelivery changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: varchar('event_id', { length: 100 }).primaryKey(),
  type: varchar('type', { length: 60 }).notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});
