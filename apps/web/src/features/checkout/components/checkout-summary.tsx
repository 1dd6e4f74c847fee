// The checkout's Order Summary: each line (image, name, quantity, line price), subtotal, free shipping, total.
import { CART_MESSAGES, type CartLine } from '@app/contracts/cart';
import type { ReactNode } from 'react';
import { formatRupees } from '../../../lib/format.ts';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { lineTotal, sumLines } from '../../../lib/money.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

export function CheckoutSummary({ lines, children }: { lines: CartLine[]; children?: ReactNode }) {
  const subtotal = sumLines(lines);
  return (
    <section aria-labelledby="checkout-summary-heading" className="rounded-2xl border border-night-100 bg-white p-5">
      <h2 id="checkout-summary-heading" className="text-lg font-semibold text-night-900">
        {tNow('shop:auto.checkoutSummary.orderSummary')}
      </h2>
      <ul className="mt-4 divide-y divide-night-100">
        {lines.map((line) => (
          <li key={line.product_id} className="flex items-center gap-3 py-3" data-testid="checkout-line">
            <div className="w-14 shrink-0 overflow-hidden rounded-lg">
              <ProductImage src={line.image} alt="" size={56} />
            </div>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-medium break-words text-night-900">{line.name}</p>
              <p className="text-sm text-night-600">Qty: {line.quantity}</p>
            </div>
            <p className="font-semibold whitespace-nowrap text-night-900">{formatRupees(lineTotal(line.price_in_rupee, line.quantity))}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-night-100 pt-3 text-night-800">
        <div className="flex justify-between">
          <dt>{tNow('shop:auto.checkoutSummary.subtotal')}</dt>
          <dd>{formatRupees(subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{tNow('shop:auto.checkoutSummary.shipping')}</dt>
          <dd className="font-semibold text-green-700">{messageNow(CART_MESSAGES.shippingFree)}</dd>
        </div>
        <div className="flex justify-between border-t border-night-100 pt-3 text-lg font-bold text-night-900">
          <dt>{tNow('shop:auto.checkoutSummary.total')}</dt>
          <dd data-testid="checkout-total">{formatRupees(subtotal)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
