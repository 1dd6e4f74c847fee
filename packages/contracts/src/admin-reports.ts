// Admin reports: payments, shop orders, chat and call history and registered users, with their paging and date filter.
import { z } from 'zod';
import { blankToUndefined, idLike, PAGE_INVALID, PAGE_MAX, PAGE_TOO_LARGE } from './common.ts';
import { DELIVERY_STATUSES, ORDER_MESSAGES } from './orders.ts';
import { astroIdField } from './admin-astrologers.ts';
import { lenientInt } from './admin-fields.ts';

export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_LIMIT_MAX = 100;
export const ADMIN_TIME_ZONE = 'Asia/Kolkata';

export const REPORT_MESSAGES = {
  status: `Status must be one of: ${DELIVERY_STATUSES.join(', ')}`,
  orderNotFound: ORDER_MESSAGES.notFound,
  statusUpdated: 'Delivery status updated successfully!',
  dateFormat: 'Dates must look like YYYY-MM-DD',
  dateRange: "The 'to' date cannot be before the 'from' date.",
  page: PAGE_INVALID,
  limit: `limit must be a whole number from 1 to ${ADMIN_LIMIT_MAX}`,
  noPayments: 'No payment history found',
  noHistory: 'No History Found',
  noUsers: 'No users found',
  paymentsFailed: 'Failed to fetch payment history',
} as const;
const M = REPORT_MESSAGES;

const page = z.preprocess(
  blankToUndefined,
  lenientInt(M.page)
    .refine((v) => v >= 1, { error: M.page })
    .refine((v) => v <= PAGE_MAX, { error: PAGE_TOO_LARGE })
    .default(1),
);
const limit = z.preprocess(
  blankToUndefined,
  lenientInt(M.limit)
    .refine((v) => v >= 1 && v <= ADMIN_LIMIT_MAX, { error: M.limit })
    .default(ADMIN_PAGE_SIZE),
);
export const pageSchema = z.object({ page, limit });
export type PageRequest = z.output<typeof pageSchema>;
export const userPaymentDetailSchema = z.object({ astro_id: astroIdField, page, limit });

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalRecords: z.number().int(),
  limit: z.number().int(),
});
export const astroPaymentRowSchema = z.object({
  astro_id: z.number().int(),
  detail_id: z.number().int(),
  astro_name: z.string(),
  astro_email: z.string().nullable(),
  astro_phone: z.string().nullable(),
  /** Rupees paid by users for this astrologer's chats (successful payments), less what was refunded, plus the fees for free questions answered. */
  total_amount: z.number(),
  /** Rupees already paid out to the astrologer. */
  paid_amount: z.number(),
  /** Rupees kept by the platform at settlements, less the refunds the platform bore for this astrologer's sessions. */
  platform_amount: z.number(),
  commission: z.number(),
});
export const astroPaymentResponseSchema = z.object({
  data: z.array(astroPaymentRowSchema),
  pagination: paginationSchema,
});
export const userPaymentRowSchema = z.object({
  paidchat_id: z.number().int(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  user_phone: z.string().nullable(),
  user_dob: z.string().nullable(),
  /** Rupees the user paid: what was charged, refunds or not. */
  paid_amount: z.number(),
  payment_status: z.string(),
  updatedAt: z.string(),
  /** The consultation this payment was for (null for payments from before consultations were kept). */
  consultation_id: z.number().int().nullable(),
  /** Rupees the admin has given back for it (0 when none). */
  refunded_amount: z.number(),
});
export const userPaymentResponseSchema = z.object({
  data: z.array(userPaymentRowSchema),
  pagination: paginationSchema,
});
export const totalAmountResponseSchema = z.object({ amount: z.number() });

/**
 * One product line of a paid order, as the spec's clients read get-all-orders: flat rows, where the
 * rows sharing an order_history_id form one order (groupOrderRows). Pages count orders, not rows.
 */
export const adminOrderRowSchema = z.object({
  order_history_id: z.number().int(),
  createdAt: z.string(),
  delivery_status: z.enum(DELIVERY_STATUSES),
  /** 'refund_due': paid, but the order could not be fulfilled and the money must go back. */
  order_status: z.enum(['paid', 'refund_due']),
  user_email: z.string().nullable(),
  user_phone: z.string().nullable(),
  address: z.string().nullable(),
  /** The courier's mobile of the delivery address, copied when the order was paid. */
  delivery_phone: z.string().nullable(),
  product_id: z.number().int(),
  name: z.string(),
  price_in_rupee: z.number(),
  quantity: z.number().int(),
  image: z.string().nullable(),
  /** The whole order's total, repeated on each of its rows. */
  total_amount: z.number(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrdersResponseSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  totalPages: z.number().int(),
  totalOrders: z.number().int(),
  ordersPerPage: z.number().int(),
});

type OrderLine = Pick<AdminOrderRow, 'product_id' | 'name' | 'price_in_rupee' | 'quantity' | 'image'>;
export type AdminOrder = Omit<AdminOrderRow, keyof OrderLine> & { products: OrderLine[] };

/** Rows with the same order_history_id become one order with its product list, in the rows' order. */
export function groupOrderRows(rows: readonly AdminOrderRow[]): AdminOrder[] {
  const orders = new Map<number, AdminOrder>();
  for (const { product_id, name, price_in_rupee, quantity, image, ...order } of rows) {
    const line = { product_id, name, price_in_rupee, quantity, image };
    const found = orders.get(order.order_history_id);
    if (found) found.products.push(line);
    else orders.set(order.order_history_id, { ...order, products: [line] });
  }
  return [...orders.values()];
}

export const updateDeliveryStatusSchema = z.object({
  order_history_id: z.preprocess(blankToUndefined, idLike('Order id is required')),
  new_status: z.enum(DELIVERY_STATUSES, { error: M.status }),
});

/** A calendar day; a string that is no day (2026-02-30) is an Invalid Date, whose toISOString throws. */
const isCalendarDay = (s: string) => {
  const day = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === s;
};
const isoDate = z.preprocess(
  blankToUndefined,
  z
    .string({ error: M.dateFormat })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dateFormat })
    .refine(isCalendarDay, { error: M.dateFormat })
    .optional(),
);
/** GET /api/get-all-interaction?from=&to=: days in Asia/Kolkata, both inclusive; one date alone bounds one side. */
export const interactionQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { error: M.dateRange, path: ['to'] });
export type InteractionQuery = z.output<typeof interactionQuerySchema>;

export const interactionSchema = z.object({
  id: z.number().int(),
  user_name: z.string().nullable(),
  profile_user_id: z.number().int(),
  astro_name: z.string(),
  astro_user_id: z.number().int(),
  interaction_type: z.enum(['Call', 'Video', 'chat']),
  /** Seconds. */
  duration: z.number().int(),
  /** Rupees the user paid: what was charged, refunds or not. */
  paid_amount: z.number(),
  payment_status: z.enum(['Completed', 'Cancelled', 'Pending']),
  createdAt: z.string(),
  /** The consultation this row reports (null for rows from before consultations were kept); it can be refunded. */
  consultation_id: z.number().int().nullable(),
  /** Rupees the admin has given back for it (0 when none). */
  refunded_amount: z.number(),
});
export const interactionsResponseSchema = z.object({ interactions: z.array(interactionSchema) });

export const registeredUserSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.string().nullable(),
  createdAt: z.string(),
});
export const registeredUsersResponseSchema = z.array(registeredUserSchema);
