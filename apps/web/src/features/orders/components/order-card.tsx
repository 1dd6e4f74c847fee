// One order in the history: number, date, status, its tax invoice, customer and address, then each line with its total.
import type { OrderHistoryItem } from '@app/contracts/orders';
import { Link } from 'react-router';
import { InvoiceDownload } from '../../../components/invoice-download.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatDateShort, formatPhone, formatRupees } from '../../../lib/format.ts';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { lineTotal, originalPrice } from '../../../lib/money.ts';
import type { OrderGroup } from '../group-orders.ts';
import { StatusBadge } from './status-badge.tsx';
import { tNow } from '../../../lib/i18n.tsx';

function OrderLine({ item }: { item: OrderHistoryItem }) {
  const original = originalPrice(item.price_in_rupee, item.discount);
  return (
    <li className="flex gap-3 py-3" data-testid="order-line">
      <div className="w-16 shrink-0 overflow-hidden rounded-lg sm:w-20">
        <ProductImage src={item.image} alt="" size={80} />
      </div>
      {/* Side by side from sm up; on a phone the amounts go under the name so the name keeps its width. */}
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold break-words text-night-900">{item.name}</p>
          <p className="text-sm text-night-600">{item.category}</p>
          <p className="mt-1 text-sm text-night-700">Quantity: {item.quantity}</p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end sm:text-right">
          <p className="font-bold text-night-900">
            {formatRupees(lineTotal(item.price_in_rupee, item.quantity))}
          </p>
          {original !== null && (
            <p className="flex flex-wrap items-center gap-1.5 text-xs sm:justify-end">
              <s className="text-night-500">
                <span className="sr-only">{tNow('common:ui.originalPrice')} </span>
                {formatRupees(lineTotal(original, item.quantity))}
              </s>
              <span className="rounded-full bg-saffron-100 px-1.5 py-0.5 font-bold text-saffron-800">
                {tNow('shop:auto.productCard.off', { discount: item.discount })}
              </span>
            </p>
          )}
          <Link
            to={`/shopping/product/${item.product_id}`}
            className={buttonClasses('ghost', 'sm', '-ml-3 sm:-mr-3 sm:ml-0')}
          >
            {tNow('shop:auto.orderCard.viewDetails')}
          </Link>
        </div>
      </div>
    </li>
  );
}

export function OrderCard({ group }: { group: OrderGroup }) {
  const { first } = group;
  return (
    <article className="rounded-2xl border border-night-100 bg-white p-4 sm:p-5" data-testid="order-card">
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-night-100 pb-3">
        <div>
          <h2 className="font-semibold text-night-900">Order #{group.orderId}</h2>
          <p className="text-sm text-night-600">Placed on {formatDateShort(first.createdAt)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={first.delivery_status} />
          {/* A paid order has its GST tax invoice. */}
          {first.invoice_id !== null && first.invoice_number && (
            <InvoiceDownload invoiceId={first.invoice_id} invoiceNumber={first.invoice_number} />
          )}
        </div>
      </header>
      <dl className="grid gap-2 border-b border-night-100 py-3 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="font-semibold text-night-800">{tNow('shop:auto.orderCard.customer')}</dt>
          <dd className="break-words text-night-700">
            {first.user_email && <span className="block">{first.user_email}</span>}
            {first.user_phone && <span className="block">{formatPhone(first.user_phone)}</span>}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="font-semibold text-night-800">{tNow('shop:auto.orderCard.deliveryAddress')}</dt>
          <dd className="break-words text-night-700">
            {first.address || '—'}
            {first.delivery_phone && (
              <span className="block">{tNow('shop:auto.orderCard.deliveryMobile', { phone: formatPhone(first.delivery_phone) })}</span>
            )}
          </dd>
        </div>
      </dl>
      <ul className="divide-y divide-night-100">
        {group.lines.map((item, index) => (
          <OrderLine key={`${item.product_id}-${index}`} item={item} />
        ))}
      </ul>
    </article>
  );
}
