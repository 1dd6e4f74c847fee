// Settles a verified gateway payment: paid once, stock taken once, never oversold.
import type { Db, Tx } from '../../db/client.ts';
import { retryConflicts } from '../../db/db-errors.ts';
import { issueOrderInvoice, refreshOrderInvoiceBuyer, type InvoiceSettings } from '../invoices/invoices.service.ts';
import { lockOrderOfPayment } from '../orders/orders.service.ts';
import * as repo from './payments.repository.ts';
import { requireLiveAccount } from '../../plugins/live-account.ts';
import { payOrder, settleOneProduct } from './settlement.repository.ts';

export interface SettleInput {
  gatewayOrderId: string;
  gatewayPaymentId: string;
  /** Set by the browser's confirm: the order it claims, its owner and the chosen address. */
  orderId?: number;
  userId?: number;
  addressId?: number;
  /** Set by the webhook: the amount the gateway says it took. */
  amountPaise?: number;
  /** Set by the webhook: recorded in the same transaction, so a redelivery changes nothing. */
  event?: { id: string; type: string; payload: unknown };
  now: Date;
  /** The seller and numbering of the tax invoice a paid order gets in the same transaction. */
  invoice: InvoiceSettings;
}

export type SettleOutcome =
  | { kind: 'paid'; orderId: number; firstTime: boolean }
  | { kind: 'refund_due'; orderId: number; soldOut: string | null }
  | { kind: 'duplicate_payment'; orderId: number }
  | { kind: 'mismatch' }
  | { kind: 'order_not_found' }
  | { kind: 'address_not_found' }
  | { kind: 'duplicate_event' };

async function settleIn(tx: Tx, input: SettleInput): Promise<SettleOutcome> {
  // The shopper's own confirm writes on behalf of the account: an account deleted meanwhile gets its 401 (the webhook
  // still settles the payment, detached).
  if (input.userId !== undefined) await requireLiveAccount(tx, input.userId);
  if (input.event && !(await repo.recordEvent(tx, input.event.id, input.event.type, input.event.payload))) {
    return { kind: 'duplicate_event' };
  }
  // Lock order: the order row, then its payment row, then the products in id order.
  const order = await lockOrderOfPayment(tx, input.gatewayOrderId);
  // No order means no payment with this gateway order id: a payment cannot outlive its order.
  if (!order) return { kind: 'mismatch' };
  if (input.userId !== undefined && order.userId !== input.userId) return { kind: 'order_not_found' };
  if (input.orderId !== undefined && input.orderId !== order.id) return { kind: 'mismatch' };
  const { payment, lines, address: found } = (await repo.lockPayment(tx, input.gatewayOrderId, order.userId, input.addressId))!;
  // The amount charged must be the amount of the order's own lines.
  const total = lines.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  if (payment.amountPaise !== total || payment.currency !== 'INR') return { kind: 'mismatch' };
  if (input.amountPaise !== undefined && input.amountPaise !== payment.amountPaise) return { kind: 'mismatch' };
  if (payment.gatewayPaymentId && payment.gatewayPaymentId !== input.gatewayPaymentId) return { kind: 'mismatch' };

  // A chosen address must be the buyer's; without a choice (the webhook) an order may ship to none yet.
  if (!found && input.addressId !== undefined) return { kind: 'address_not_found' };
  const address = found ?? { id: null, text: null };

  if (order.status === 'refund_due') return { kind: 'refund_due', orderId: order.id, soldOut: null };
  if (order.status === 'paid') {
    if (payment.status === 'captured') {
      // The webhook may have come first with the default address; the shopper's own choice wins before shipping.
      if (input.addressId !== undefined && address.id !== null && order.addressId !== address.id && order.deliveryStatus === 'Pending') {
        await repo.setOrderAddress(tx, order.id, address.id, address.text ?? '');
        await refreshOrderInvoiceBuyer(tx, order.id, input.invoice);
      }
      return { kind: 'paid', orderId: order.id, firstTime: false };
    }
    // A second checkout of an order already paid: the money goes back.
    await repo.setPaymentStatus(tx, payment.id, 'refund_due', input.gatewayPaymentId);
    return { kind: 'duplicate_payment', orderId: order.id };
  }

  const refund = async (soldOut: string) => {
    await repo.markOrderRefundDue(tx, order.id);
    await repo.setPaymentStatus(tx, payment.id, 'refund_due', input.gatewayPaymentId);
    return { kind: 'refund_due' as const, orderId: order.id, soldOut };
  };
  // Locked in product id order before any is taken, so two settlements sharing products never wait on each other in a
  // cycle; lines are in product id order, so the first one short is the one named.
  const stock = new Map((await repo.lockProducts(tx, lines.map((l) => l.productId))).map((p) => [p.id, p.stock]));
  const short = lines.find((l) => (stock.get(l.productId) ?? 0) < l.quantity);
  // Checked here, not left to payOrder's guard: that guard takes each line that has enough, so an order of several
  // products with one short would lose the others' stock to a cancelled order.
  if (short) return refund(short.name);
  const taken = await payOrder(tx, {
    orderId: order.id,
    paymentId: payment.id,
    gatewayPaymentId: input.gatewayPaymentId,
    userId: order.userId,
    lines,
    addressId: address.id,
    deliveryAddress: address.text,
    paidAt: input.now,
  });
  // Locked and checked above, so a miss is a broken lock order; throwing rolls everything back.
  if (taken.length !== lines.length) throw new Error(`stock guard failed for order ${order.id}`);
  // Last, so the invoice series row (every payment's) is locked only from here to the commit.
  if (!(await issueOrderInvoice(tx, order.id, input.now, input.invoice))) throw new Error(`order ${order.id} not invoiced`);
  return { kind: 'paid', orderId: order.id, firstTime: true };
}

/**
 * The browser's confirmation of a one-product order, the common case, in one statement without a transaction; null
 * when that statement did not apply and the transaction decides.
 */
async function settleAtOnce(db: Db, input: SettleInput): Promise<SettleOutcome | null> {
  const { orderId, userId, addressId } = input;
  if (input.event || orderId === undefined || userId === undefined || addressId === undefined) return null;
  const settled = await settleOneProduct(db, {
    gatewayOrderId: input.gatewayOrderId,
    gatewayPaymentId: input.gatewayPaymentId,
    orderId,
    userId,
    addressId,
    paidAt: input.now,
    invoice: input.invoice,
  });
  if (!settled) return null;
  return settled.paid
    ? { kind: 'paid', orderId: settled.orderId, firstTime: true }
    : { kind: 'refund_due', orderId: settled.orderId, soldOut: settled.productName };
}

export async function settlePayment(db: Db, input: SettleInput): Promise<SettleOutcome> {
  // Money has already been taken when this runs: a lock conflict with some other request must not become a 500.
  return retryConflicts(async () => (await settleAtOnce(db, input)) ?? (await db.transaction((tx) => settleIn(tx, input))));
}
