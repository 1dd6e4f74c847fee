// Orders: the answer of POST /api/order, the order history items, and the checkout's messages.
import './zod-setup.ts';
import { z } from 'zod';
import { ADDRESS_MESSAGES } from './addresses.ts';
import { CART_MESSAGES } from './cart.ts';

export const createOrderResponse = z.object({
  order: z.object({
    order_id: z.number().int(),
    /** Rupees, computed by the server from the order's lines. */
    total_amount: z.number(),
    currency: z.literal('INR'),
  }),
  message: z.string(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

export const DELIVERY_STATUSES = ['Pending', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One line of one paid order, as GET /api/order-history lists it. */
export const orderHistoryItem = z.object({
  /** The order id (the order number shown). */
  order_history_id: z.number().int(),
  createdAt: z.string(),
  delivery_status: z.string(),
  payment_status: z.string(),
  user_email: z.string().nullable(),
  user_phone: z.string().nullable(),
  address: z.string().nullable(),
  /** The courier's mobile of the delivery address, as it was when the order was paid. */
  delivery_phone: z.string().nullable(),
  image: z.string().nullable(),
  name: z.string(),
  category: z.string(),
  /** Unit price paid, rupees. */
  price_in_rupee: z.number(),
  quantity: z.number().int(),
  discount: z.number().int(),
  product_id: z.number().int(),
  /** The order's GST tax invoice (null until it is paid); its PDF is at invoicePdfPath(invoice_id). */
  invoice_id: z.number().int().nullable(),
  invoice_number: z.string().nullable(),
});
export type OrderHistoryItem = z.infer<typeof orderHistoryItem>;
export const orderHistoryResponse = z.array(orderHistoryItem);

export const ORDER_MESSAGES = {
  created: 'Order created',
  cartEmpty: CART_MESSAGES.empty,
  cartEmptyCheckout: 'Your cart is empty. Please add some items before checkout.',
  selectAddress: ADDRESS_MESSAGES.selectAddress,
  notFound: 'Order not found',
  checkoutLoadFailed: 'Failed to load checkout data. Please try again.',
  historyLoadFailed: 'Failed to load order history. Please try again.',
  noOrders: 'No orders found',
  noOrdersHint: 'Your order history will appear here',
  confirmedTitle: 'Order Confirmed!',
} as const;

/** Seconds before the thanks page returns to / (storefront.md section 9). */
export const THANKS_REDIRECT_SECONDS = 60;
