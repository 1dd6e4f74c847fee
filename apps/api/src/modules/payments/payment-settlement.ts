// Settles a verified gateway payment in one transaction: paid once, stock taken once, never oversold.
import type { Db, Tx } from '../../db/client.ts';
import { sqlState } from '../admin-astrologers/db-errors.ts';
import { addressText, findAddress } from '../addresses/addresses.repository.ts';
import { removeUserLines } from '../cart/cart.repository.ts';
import { linesTotal, lockOrder, readLines } from '../orders/orders.repository.ts';
import * as repo from './payments.repository.ts';

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
}

export type SettleOutcome =
  | { kind: 'paid'; orderId: number; firstTime: boolean }
  | { kind: 'refund_due'; orderId: number; soldOut: string | null }
  | { kind: 'duplicate_payment'; orderId: number }
  | { kind: 'mismatch' }
  | { kind: 'order_not_found' }
  | { kind: 'address_not_found' }
  | { kind: 'duplicate_event' };

async function chosenAddress(tx: Tx, userId: number, addressId: number | undefined) {
  const id = addressId ?? (await repo.defaultAddressId(tx, userId));
  if (id === null) return { found: true, id: null, text: null };
  const address = await findAddress(tx, userId, id);
  return address ? { found: true, id: address.address_id, text: addressText(address) } : { found: false, id: null, text: null };
}

async function settleIn(tx: Tx, input: SettleInput): Promise<SettleOutcome> {
  if (input.event && !(await repo.recordEvent(tx, input.event.id, input.event.type, input.event.payload))) {
    return { kind: 'duplicate_event' };
  }
  const unlocked = await repo.findPaymentByGatewayOrder(tx, input.gatewayOrderId);
  if (!unlocked) return { kind: 'mismatch' };
  // Lock order: the order row, then its payment row, then the products in id order.
  const order = await lockOrder(tx, unlocked.orderId);
  if (!order || (input.userId !== undefined && order.userId !== input.userId)) return { kind: 'order_not_found' };
  if (input.orderId !== undefined && input.orderId !== order.id) return { kind: 'mismatch' };
  const payment = (await repo.findPaymentByGatewayOrder(tx, input.gatewayOrderId, true))!;
  // The amount charged must be the amount of the order's own lines.
  const total = await linesTotal(tx, order.id);
  if (payment.amountPaise !== total || payment.currency !== 'INR') return { kind: 'mismatch' };
  if (input.amountPaise !== undefined && input.amountPaise !== payment.amountPaise) return { kind: 'mismatch' };
  if (payment.gatewayPaymentId && payment.gatewayPaymentId !== input.gatewayPaymentId) return { kind: 'mismatch' };

  const address = await chosenAddress(tx, order.userId, input.addressId);
  if (!address.found) return { kind: 'address_not_found' };

  if (order.status === 'refund_due') return { kind: 'refund_due', orderId: order.id, soldOut: null };
  if (order.status === 'paid') {
    if (payment.status === 'captured') {
      // The webhook may have come first with the default address; the shopper's own choice wins before shipping.
      if (input.addressId !== undefined && address.id !== null && order.addressId !== address.id && order.deliveryStatus === 'Pending') {
        await repo.setOrderAddress(tx, order.id, address.id, address.text ?? '');
      }
      return { kind: 'paid', orderId: order.id, firstTime: false };
    }
    // A second checkout of an order already paid: the money goes back.
    await repo.setPaymentStatus(tx, payment.id, 'refund_due', input.gatewayPaymentId);
    return { kind: 'duplicate_payment', orderId: order.id };
  }

  const lines = await readLines(tx, order.id);
  const stock = new Map((await repo.lockProducts(tx, lines.map((l) => l.productId))).map((p) => [p.id, p]));
  const short = lines.find((l) => (stock.get(l.productId)?.stock ?? 0) < l.quantity);
  if (short) {
    await repo.markOrderRefundDue(tx, order.id);
    await repo.setPaymentStatus(tx, payment.id, 'refund_due', input.gatewayPaymentId);
    return { kind: 'refund_due', orderId: order.id, soldOut: short.name };
  }
  for (const line of lines) {
    // The guard holds even if a future change forgets the row locks above.
    if (!(await repo.takeStock(tx, line.productId, line.quantity))) throw new Error(`stock guard failed for ${line.productId}`);
  }
  await repo.markOrderPaid(tx, order.id, { addressId: address.id, deliveryAddress: address.text, paidAt: input.now });
  await repo.setPaymentStatus(tx, payment.id, 'captured', input.gatewayPaymentId);
  await removeUserLines(tx, order.userId, lines.map((l) => l.productId));
  return { kind: 'paid', orderId: order.id, firstTime: true };
}

/** Deadlock victim, serialization failure: PostgreSQL rolled the whole settlement back, so it can simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

export async function settlePayment(db: Db, input: SettleInput): Promise<SettleOutcome> {
  // Money has already been taken when this runs: a lock conflict with some other request must not become a 500.
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => settleIn(tx, input));
    } catch (error) {
      if (attempt >= ATTEMPTS || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
    }
  }
}
