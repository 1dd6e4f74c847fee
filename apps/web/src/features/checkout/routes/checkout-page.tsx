// /shopping/checkout: choose or add a delivery address, review the order, and pay.
import { ADDRESS_MESSAGES, type Address } from '@app/contracts/addresses';
import { ORDER_MESSAGES } from '@app/contracts/orders';
import { AlertTriangle, Lock, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isLoggedIn } from '../../../lib/storage.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useCart } from '../../../lib/cart-api.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { useSelectAddress } from '../api/select-address.ts';
import { AddressFormModal } from '../components/address-form-modal.tsx';
import { AddressList } from '../components/address-list.tsx';
import { CheckoutSummary } from '../components/checkout-summary.tsx';
import { usePlaceOrder } from '../use-place-order.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

const page = 'mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12';

export function CheckoutPage() {
  usePageMeta(tNow('shop:auto.checkoutPage.checkout'));
  const cart = useCart();
  const addresses = useAddresses();
  const setDefault = useSelectAddress();
  const { placeOrder, busy } = usePlaceOrder();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  // An address saved before mobiles and the state list: completed in the same form before it can be ordered to.
  const [completing, setCompleting] = useState<Address | null>(null);

  if (!isLoggedIn()) return <Navigate to="/login" replace />;

  if (cart.isPending || addresses.isPending) {
    return (
      <div className={`${page} flex justify-center py-24`}>
        <Spinner label={tNow('shop:auto.checkoutPage.loadingCheckout')} className="size-8 text-night-600" />
      </div>
    );
  }
  if (cart.isError || addresses.isError) {
    return (
      <div className={page}>
        <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
          <p className="font-semibold text-red-800">{messageNow(ORDER_MESSAGES.checkoutLoadFailed)}</p>
          <Button variant="outline" className="mt-6" onClick={() => window.location.reload()}>
            {tNow('shop:auto.checkoutPage.retry')}
          </Button>
        </div>
      </div>
    );
  }

  const lines = cart.data.data;
  const list = addresses.data;
  // The shopper's pick for this order, else the default address, else the first.
  const selected =
    list.find((a) => a.address_id === chosenId) ?? list.find((a) => a.is_selected) ?? list[0] ?? null;
  const cartEmpty = lines.length === 0;
  const blocker = !selected
    ? messageNow(ADDRESS_MESSAGES.selectAddress)
    : selected.needs_completion
      ? messageNow(ADDRESS_MESSAGES.incomplete)
      : cartEmpty
        ? messageNow(ORDER_MESSAGES.cartEmpty)
        : null;

  const onPlaceOrder = () => {
    if (blocker || !selected) {
      toast.error(blocker ?? messageNow(ADDRESS_MESSAGES.selectAddress));
      return;
    }
    void placeOrder(selected.address_id);
  };

  const onSetDefault = (addressId: number) =>
    setDefault.mutate(addressId, {
      onSuccess: () => toast.success(messageNow(ADDRESS_MESSAGES.defaultUpdated)),
      onError: (error) => {
        console.error('Default address update failed', error);
        toast.error(messageNow(ADDRESS_MESSAGES.defaultFailed));
      },
    });

  return (
    <div className={page}>
      <h1 className="font-display text-3xl font-semibold text-night-900">{tNow('shop:auto.checkoutPage.checkout')}</h1>
      {cartEmpty && (
        <div role="status" className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-yellow-300 bg-yellow-50 p-4 text-yellow-900">
          <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
          <p className="min-w-48 flex-1">{messageNow(ORDER_MESSAGES.cartEmptyCheckout)}</p>
          <Link to="/shopping" className="font-semibold underline">
            {tNow('shop:auto.checkoutPage.continueShopping')}
          </Link>
        </div>
      )}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <section aria-labelledby="delivery-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="delivery-heading" className="text-xl font-semibold text-night-900">
              {tNow('shop:auto.checkoutPage.deliveryAddress')}
            </h2>
            {list.length > 0 && (
              <Button variant="outline" size="sm" onClick={() => setModalOpen(true)}>
                + Add New Address
              </Button>
            )}
          </div>
          {list.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-night-200 bg-white p-6 text-center">
              <p className="text-night-800">{messageNow(ADDRESS_MESSAGES.noAddresses)}</p>
              <Button className="mt-4" onClick={() => setModalOpen(true)}>
                <Plus className="size-4" aria-hidden="true" />
                {tNow('shop:auto.checkoutPage.addAddress')}
              </Button>
            </div>
          ) : (
            <AddressList
              addresses={list}
              selectedId={selected?.address_id ?? null}
              onSelect={setChosenId}
              onSetDefault={onSetDefault}
              settingDefault={setDefault.isPending}
              onComplete={setCompleting}
            />
          )}
        </section>
        <CheckoutSummary lines={lines}>
          <Button
            size="lg"
            className="mt-5 w-full"
            disabled={blocker !== null}
            loading={busy}
            onClick={onPlaceOrder}
            aria-describedby={blocker ? 'place-order-blocker' : undefined}
          >
            <Lock className="size-4" aria-hidden="true" />
            {tNow('shop:auto.checkoutPage.placeOrder')}
          </Button>
          {blocker && (
            <p id="place-order-blocker" className="mt-2 text-center text-sm text-night-700">
              {blocker}
            </p>
          )}
        </CheckoutSummary>
      </div>
      <AddressFormModal open={modalOpen} onClose={() => setModalOpen(false)} />
      {completing && (
        <AddressFormModal key={completing.address_id} open address={completing} onClose={() => setCompleting(null)} />
      )}
    </div>
  );
}
