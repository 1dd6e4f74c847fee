// /shopping/orders: the shopper's order history, one card per order.
import { SHOP_MESSAGES } from '@app/contracts/catalogue-rules';
import { ORDER_MESSAGES } from '@app/contracts/orders';
import { PackageOpen } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isLoggedIn } from '../../../lib/storage.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useOrderHistory } from '../api/get-order-history.ts';
import { OrderCard } from '../components/order-card.tsx';
import { groupOrders } from '../group-orders.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

const page = 'mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-12';

export function OrdersPage() {
  usePageMeta(tNow('shop:auto.ordersPage.orderHistory'));
  const loggedIn = isLoggedIn();
  const history = useOrderHistory();

  useEffect(() => {
    if (!loggedIn) toast.error(messageNow(SHOP_MESSAGES.loginForPage), { toastId: 'orders-login' });
  }, [loggedIn]);

  if (!loggedIn) return <Navigate to="/" replace />;

  if (history.isPending) {
    return (
      <div className={`${page} flex justify-center py-24`}>
        <Spinner label={tNow('shop:auto.ordersPage.loadingYourOrders')} className="size-8 text-night-600" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <div className={page}>
        <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
          <p className="font-semibold text-red-800">{messageNow(ORDER_MESSAGES.historyLoadFailed)}</p>
          <Button variant="outline" className="mt-6" onClick={() => window.location.reload()}>
            {tNow('shop:auto.ordersPage.retry')}
          </Button>
        </div>
      </div>
    );
  }

  const orders = groupOrders(history.data);
  return (
    <div className={page}>
      <h1 className="font-display text-3xl font-semibold text-night-900">{tNow('shop:auto.ordersPage.orderHistory')}</h1>
      <p className="mt-1 text-night-700">{tNow('shop:auto.ordersPage.placed', { count: orders.length })}</p>
      {orders.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-night-200 bg-white p-10 text-center">
          <PackageOpen className="size-12 text-night-300" aria-hidden="true" />
          <p className="mt-4 text-lg font-semibold text-night-900">{messageNow(ORDER_MESSAGES.noOrders)}</p>
          <p className="mt-1 text-night-700">{messageNow(ORDER_MESSAGES.noOrdersHint)}</p>
          <Link to="/shopping" className={buttonClasses('primary', 'md', 'mt-6')}>
            {tNow('shop:auto.ordersPage.continueShopping')}
          </Link>
        </div>
      ) : (
        <div className="mt-6 flex flex-col gap-4">
          {orders.map((group) => (
            <OrderCard key={group.orderId} group={group} />
          ))}
        </div>
      )}
    </div>
  );
}
