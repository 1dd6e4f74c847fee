// Order History: shop orders by page, each with its products and a delivery-status dropdown.
import { REPORT_MESSAGES, groupOrderRows, type AdminOrder } from '@app/contracts/admin-reports';
import { DELIVERY_STATUSES, type DeliveryStatus } from '@app/contracts/orders';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateShort, formatPhone, formatRupees } from '../../../lib/format.ts';
import { useOrders } from '../api/get-orders.ts';
import { useUpdateDeliveryStatus } from '../api/update-delivery-status.ts';
import { showingText } from '../lib/pagination.ts';
import { useLogError } from '../../../hooks/use-log-error.ts';
import { PanelMessage, TableScroll, tdClass, thClass } from '../../../components/ui/admin-panel.tsx';
import { PaginationBar } from './pagination-bar.tsx';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

export function OrderHistory() {
  const [page, setPage] = useState(1);
  const orders = useOrders(page);
  useLogError(orders.error, 'Fetching orders');

  if (orders.isPending) return <Skeleton className="h-64" />;
  if (orders.isError)
    return <PanelMessage tone="error">{tNow('admin:auto.orderHistory.couldNotLoadTheOrders')}</PanelMessage>;
  const { totalPages, totalOrders, ordersPerPage } = orders.data;
  const rows = groupOrderRows(orders.data.orders);
  if (rows.length === 0) return <PanelMessage>{tNow('admin:auto.orderHistory.noOrdersYet')}</PanelMessage>;

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {rows.map((order) => (
          <OrderCard key={order.order_history_id} order={order} />
        ))}
      </ul>
      <p className="text-sm text-night-700">{showingText(page, ordersPerPage, rows.length, totalOrders)}</p>
      <PaginationBar
        page={page}
        totalPages={totalPages}
        onPage={setPage}
        label={tNow('admin:auto.orderHistory.orderPages')}
        disabled={orders.isFetching}
      />
    </div>
  );
}

function OrderCard({ order }: { order: AdminOrder }) {
  const selectId = useId();
  const update = useUpdateDeliveryStatus();

  const onStatus = (status: DeliveryStatus) =>
    update.mutate(
      { order_history_id: order.order_history_id, new_status: status },
      {
        onSuccess: () => toast.success(messageNow(REPORT_MESSAGES.statusUpdated)),
        // Section 8: a failed status update is only logged.
        onError: (error) => console.error('Updating the delivery status failed', error),
      },
    );

  return (
    <li
      className="rounded-xl border border-night-100 bg-white p-4 shadow-xs"
      aria-label={tNow('admin:labels.order', { id: order.order_history_id })}
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 text-sm">
          <p className="text-base font-semibold text-night-900">
            {tNow('admin:labels.orderNumber', { id: order.order_history_id })}{' '}
            <span className="font-normal text-night-700">· {formatDateShort(order.createdAt)}</span>
          </p>
          <p className="break-words text-night-800">
            {[order.user_email, formatPhone(order.user_phone)].filter(Boolean).join(' · ') || '-'}
          </p>
          {order.address && <p className="break-words text-night-700">{order.address}</p>}
          {order.delivery_phone && (
            <p className="text-night-700">{tNow('admin:labels.deliveryMobile', { phone: formatPhone(order.delivery_phone) })}</p>
          )}
          <p className="mt-1 font-semibold text-saffron-700">Total {formatRupees(order.total_amount)}</p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-semibold text-night-900">
            {tNow('admin:auto.orderHistory.status')}
          </label>
          <select
            id={selectId}
            value={order.delivery_status}
            disabled={update.isPending}
            onChange={(e) => onStatus(e.target.value as DeliveryStatus)}
            className="rounded-lg border border-night-200 bg-white px-3 py-2 text-sm font-medium"
          >
            {DELIVERY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          {update.isPending && (
            <Spinner label={tNow('admin:auto.orderHistory.savingStatus')} className="size-4" />
          )}
        </div>
      </div>
      <TableScroll label={tNow('admin:labels.productsOfOrder', { id: order.order_history_id })}>
        <table className="w-full">
          <thead>
            <tr>
              {[
                tNow('admin:auto.orderHistory.product'),
                tNow('admin:auto.orderHistory.price'),
                tNow('admin:auto.orderHistory.quantity'),
                tNow('admin:auto.orderHistory.subtotal'),
              ].map((h) => (
                <th key={h} scope="col" className={thClass}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {order.products.map((p) => (
              <tr key={p.product_id}>
                <td className={tdClass}>
                  <span className="flex items-center gap-2">
                    {p.image && (
                      <img src={p.image} alt="" className="size-8 rounded object-cover" loading="lazy" />
                    )}
                    {p.name}
                  </span>
                </td>
                <td className={tdClass}>{formatRupees(p.price_in_rupee)}</td>
                <td className={tdClass}>{p.quantity}</td>
                <td className={tdClass}>
                  {formatRupees((Math.round(p.price_in_rupee * 100) * p.quantity) / 100)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </li>
  );
}
