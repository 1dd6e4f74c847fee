// Order rules: an order is made from the caller's cart with the catalogue's prices frozen on its lines.
import { CART_MESSAGES } from '@app/contracts/cart';
import { ORDER_MESSAGES, type CreateOrderResponse, type OrderHistoryItem } from '@app/contracts/orders';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { CHANNELS } from '../../lib/channels.ts';
import { badRequest } from '../../lib/errors.ts';
import { accountGone } from '../../plugins/live-account.ts';
import { requireCompleteDefaultAddress } from '../addresses/addresses.service.ts';
import * as repo from './orders.repository.ts';

export async function createOrder(
  { db, changes }: Pick<AppContext, 'db' | 'changes'>,
  userId: number,
): Promise<CreateOrderResponse['order']> {
  // Two round trips, no transaction: one read of the cart with its catalogue rows, one atomic insert.
  const cart = await repo.readCartForOrder(db, userId);
  if (cart.length === 0) throw badRequest('cart_empty', ORDER_MESSAGES.cartEmpty, { cart: ORDER_MESSAGES.cartEmpty });
  await requireCompleteDefaultAddress(db, userId);
  const lines: repo.NewLine[] = [];
  for (const item of cart) {
    if (item.categoryName === null) throw badRequest('product_unavailable', CART_MESSAGES.productUnavailable(item.productId));
    // Stock is only taken when the payment is confirmed, but an order that cannot be filled now is refused early.
    if (item.quantity > item.stock) {
      const message = CART_MESSAGES.overStock(item.name, item.stock);
      throw badRequest('out_of_stock', message, { quantity: message });
    }
    lines.push({
      productId: item.productId,
      categoryId: item.categoryId,
      categoryName: item.categoryName,
      name: item.name,
      image: item.image,
      unitPricePaise: item.pricePaise,
      discount: item.discount,
      quantity: item.quantity,
    });
  }
  const totalPaise = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  const orderId = await repo.insertOrder(db, userId, totalPaise, lines);
  if (orderId === null) throw accountGone();
  changes.changed(CHANNELS.order, userId);
  return { order_id: orderId, total_amount: totalPaise / 100, currency: 'INR' as const };
}

export async function orderHistory(db: Db, userId: number): Promise<OrderHistoryItem[]> {
  const rows = await repo.history(db, userId);
  return rows.map((r) => ({
    order_history_id: r.orderId,
    createdAt: r.createdAt.toISOString(),
    delivery_status: r.deliveryStatus,
    payment_status: r.status,
    user_email: r.userEmail,
    user_phone: r.userPhone,
    address: r.address,
    delivery_phone: r.deliveryPhone,
    image: r.image,
    name: r.name,
    category: r.category,
    price_in_rupee: r.unitPricePaise / 100,
    quantity: r.quantity,
    discount: r.discount,
    product_id: r.productId,
    invoice_id: r.invoiceId,
    invoice_number: r.invoiceNumber,
  }));
}

// A payment's settlement locks the order it pays, in the settlement's transaction.
export { lockOrderOfPayment } from './orders.repository.ts';
