// The whole purchase as one connection's repeated sequence: cart, order, payment, fake-gateway pay, confirm.
import type autocannon from 'autocannon';
import type { Buyer, ShopProduct } from './database.ts';
import { RESTART, jsonPost } from './load.ts';

interface PurchaseContext {
  startedAt?: number;
  orderId?: number;
  gatewayOrderId?: string;
  paymentId?: string;
  signature?: string;
}

export class PurchaseTally {
  /** Confirms answered 200 with status paid. */
  completed = 0;
  /** Steps that did not answer as the flow expects, by step and status. */
  readonly failures = new Map<string, number>();
  /** Milliseconds from the cart step to the confirm's answer, per completed purchase. */
  readonly durations: number[] = [];
  bytes = 0;
  responses = 0;

  fail(step: string, status: number): void {
    const key = `${step} ${status}`;
    this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
  }

  percentile(p: number): number {
    if (this.durations.length === 0) return 0;
    const sorted = [...this.durations].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  }
}

function parse(body: string): Record<string, unknown> {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** One buyer's purchase loop; every completed confirm is counted in the tally. */
export function purchaseSequence(
  buyer: Buyer,
  addressId: number,
  product: ShopProduct,
  tally: PurchaseTally,
): autocannon.Request[] {
  const headers = { accesstoken: buyer.token };
  const ctx = (context: object) => context as PurchaseContext;
  const seen = (body: string) => {
    tally.responses++;
    tally.bytes += Buffer.byteLength(body);
  };
  const cart = jsonPost('/api/cart', headers, {
    products: [{ product_id: product.id, category_id: product.categoryId, quantity: 1 }],
  });
  return [
    {
      ...cart,
      setupRequest: (request, context) => {
        ctx(context).startedAt = Date.now();
        return request;
      },
      onResponse: (status, body) => {
        seen(body);
        if (status !== 200) tally.fail('cart', status);
      },
    },
    {
      ...jsonPost('/api/order', headers),
      onResponse: (status, body, context) => {
        seen(body);
        if (status === 201)
          ctx(context).orderId = (parse(body).order as { order_id?: number } | undefined)?.order_id;
        else tally.fail('order', status);
      },
    },
    {
      ...jsonPost('/api/payment/process', headers),
      setupRequest: (request, context) => {
        const { orderId } = ctx(context);
        return orderId ? { ...request, body: JSON.stringify({ order_id: orderId }) } : RESTART;
      },
      onResponse: (status, body, context) => {
        seen(body);
        if (status === 200) ctx(context).gatewayOrderId = String(parse(body).gateway_order_id);
        else tally.fail('process', status);
      },
    },
    {
      ...jsonPost('/dev/payments/-/pay', {}, { outcome: 'success' }),
      setupRequest: (request, context) => {
        const { gatewayOrderId } = ctx(context);
        return gatewayOrderId ? { ...request, path: `/dev/payments/${gatewayOrderId}/pay` } : RESTART;
      },
      onResponse: (status, body, context) => {
        seen(body);
        if (status !== 200) return tally.fail('pay', status);
        const paid = parse(body);
        ctx(context).paymentId = String(paid.razorpay_payment_id);
        ctx(context).signature = String(paid.razorpay_signature);
      },
    },
    {
      ...jsonPost('/api/payment/confirm', headers),
      setupRequest: (request, context) => {
        const c = ctx(context);
        if (!c.paymentId) return RESTART;
        const body = {
          order_id: c.orderId,
          address_id: addressId,
          gateway_order_id: c.gatewayOrderId,
          payment_id: c.paymentId,
          signature: c.signature,
        };
        return { ...request, body: JSON.stringify(body) };
      },
      onResponse: (status, body, context) => {
        seen(body);
        if (status === 200 && parse(body).status === 'paid') {
          tally.completed++;
          const { startedAt } = ctx(context);
          if (startedAt) tally.durations.push(Date.now() - startedAt);
        } else tally.fail('confirm', status);
      },
    },
  ];
}
