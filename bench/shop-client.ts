// The shop's HTTP calls the bench makes outside the measured load: buyers' addresses, carts, and whole purchases.
import type { Buyer, ShopProduct } from './database.ts';

type Json = Record<string, unknown>;

export class ShopClient {
  constructor(readonly url: string) {}

  async call(
    method: 'GET' | 'POST',
    path: string,
    buyer?: Buyer,
    body?: Json,
  ): Promise<{ status: number; body: Json; bytes: number }> {
    const headers: Record<string, string> = {};
    if (buyer) headers.accesstoken = buyer.token;
    if (body) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let parsed: Json = {};
    try {
      parsed = JSON.parse(text) as Json;
    } catch {
      // Not every answer is an object (lists); callers that need the body use a JSON path.
    }
    return { status: res.status, body: parsed, bytes: Buffer.byteLength(text) };
  }

  async addAddress(buyer: Buyer): Promise<number> {
    const res = await this.call('POST', '/api/address', buyer, {
      street: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      postal_code: '411001',
      country: 'India',
      address_type: 'Home',
      phone: '9876543210',
    });
    if (res.status !== 201) throw new Error(`address not added (${res.status}): ${JSON.stringify(res.body)}`);
    return (res.body.data as { address_id: number }).address_id;
  }

  async setCart(buyer: Buyer, lines: { product: ShopProduct; quantity: number }[]): Promise<void> {
    const products = lines.map((l) => ({
      product_id: l.product.id,
      category_id: l.product.categoryId,
      quantity: l.quantity,
    }));
    const res = await this.call('POST', '/api/cart', buyer, { products });
    if (res.status !== 200) throw new Error(`cart not set (${res.status}): ${JSON.stringify(res.body)}`);
  }

  /** Order, payment, fake-gateway pay and confirm of what is in the cart; answers the confirm's status. */
  async checkout(buyer: Buyer, addressId: number): Promise<number> {
    const order = await this.call('POST', '/api/order', buyer);
    if (order.status !== 201) return order.status;
    const orderId = (order.body.order as { order_id: number }).order_id;
    const started = await this.call('POST', '/api/payment/process', buyer, { order_id: orderId });
    if (started.status !== 200) return started.status;
    const gatewayOrderId = String(started.body.gateway_order_id);
    const paid = await this.call('POST', `/dev/payments/${gatewayOrderId}/pay`, undefined, {
      outcome: 'success',
    });
    if (paid.status !== 200) return paid.status;
    const confirmed = await this.call('POST', '/api/payment/confirm', buyer, {
      order_id: orderId,
      address_id: addressId,
      gateway_order_id: gatewayOrderId,
      payment_id: paid.body.razorpay_payment_id,
      signature: paid.body.razorpay_signature,
    });
    return confirmed.status;
  }

  async stock(product: ShopProduct): Promise<number> {
    const res = await this.call('GET', `/shop/open/product/${product.id}`);
    if (res.status !== 200) throw new Error(`product ${product.id} not readable (${res.status})`);
    return Number(res.body.stock_quantity);
  }

  /** Whether the shop has the purchase endpoints yet (a fresh order on an empty cart is a 400, a missing route a 404). */
  async hasPurchaseFlow(buyer: Buyer): Promise<boolean> {
    const [order, confirm] = await Promise.all([
      this.call('POST', '/api/order', buyer),
      this.call('POST', '/api/payment/confirm', buyer, {}),
    ]);
    return order.status !== 404 && confirm.status !== 404;
  }
}

/** Runs tasks with at most `limit` in flight. */
export async function inParallel<T>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
