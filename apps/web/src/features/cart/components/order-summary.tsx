// The cart's Order Summary: subtotal, free shipping, total and the way on to checkout.
import { CART_MESSAGES } from '@app/contracts/cart';
import type { ReactNode } from 'react';
import { formatRupees } from '../../../lib/format.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

export function OrderSummary({ subtotal, children }: { subtotal: number; children?: ReactNode }) {
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-2xl border border-night-100 bg-white p-5">
      <h2 id="order-summary-heading" className="text-lg font-semibold text-night-900">
        {tNow('shop:auto.orderSummary.orderSummary')}
      </h2>
      <dl className="mt-4 space-y-2 text-night-800">
        <div className="flex justify-between">
          <dt>{tNow('shop:auto.orderSummary.subtotal')}</dt>
          <dd data-testid="summary-subtotal">{formatRupees(subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{tNow('shop:auto.orderSummary.shipping')}</dt>
          <dd className="font-semibold text-green-700">{messageNow(CART_MESSAGES.shippingFree)}</dd>
        </div>
        <div className="flex justify-between border-t border-night-100 pt-3 text-lg font-bold text-night-900">
          <dt>{tNow('shop:auto.orderSummary.total')}</dt>
          <dd data-testid="summary-total">{formatRupees(subtotal)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
