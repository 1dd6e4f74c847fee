// /shopping/mycart: the cart with optimistic quantities saved after 500 ms of quiet, and the order summary.
import { CART_MESSAGES, CART_SAVE_DEBOUNCE_MS, type CartLine } from '@app/contracts/cart';
import { SHOP_MESSAGES } from '@app/contracts/catalogue-rules';
import { ShoppingBag } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isLoggedIn } from '../../../lib/storage.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useCart, useUpdateCart } from '../../../lib/cart-api.ts';
import { sumLines } from '../../../lib/money.ts';
import { CartLineItem } from '../components/cart-line-item.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { useDebouncedQuantities, type QuantityChange } from '../use-debounced-quantities.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

const page = 'mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12';

export function CartPage() {
  usePageMeta(tNow('shop:auto.cartPage.myCart'));
  const navigate = useNavigate();
  const cart = useCart();
  const update = useUpdateCart();
  const { mutateAsync } = update;
  const save = useCallback(
    async (changes: QuantityChange[]) => {
      // The spec shows no message for cart save errors; the refetch puts the true quantities back.
      await mutateAsync(changes).catch((error: unknown) => console.error('Cart update failed', error));
    },
    [mutateAsync],
  );
  const { overrides, setQuantity, flush } = useDebouncedQuantities(save, CART_SAVE_DEBOUNCE_MS);
  // The spec shows no message when the cart cannot be read: the page shows it empty and the log keeps why.
  useEffect(() => {
    if (cart.error) console.error('Cart failed to load', cart.error);
  }, [cart.error]);

  if (!isLoggedIn()) {
    return (
      <div className={page}>
        <div className="mx-auto max-w-md rounded-2xl border border-night-100 bg-white p-8 text-center">
          {/* The page's only heading: every page needs a level-one heading to be navigable by headings. */}
          <h1 className="text-lg font-semibold text-night-900">{messageNow(SHOP_MESSAGES.loginForMyCart)}</h1>
          <Link to="/login/determiner" className={buttonClasses('primary', 'md', 'mt-6')}>
            {tNow('shop:auto.cartPage.login')}
          </Link>
        </div>
      </div>
    );
  }

  if (cart.isPending) {
    return (
      <div className={`${page} flex justify-center py-24`}>
        <Spinner label={tNow('shop:auto.cartPage.loadingYourCart')} className="size-8 text-night-600" />
      </div>
    );
  }

  const lines: CartLine[] = (cart.data?.data ?? [])
    .map((line) => ({ ...line, quantity: overrides.get(line.product_id) ?? line.quantity }))
    .filter((line) => line.quantity > 0);
  const subtotal = sumLines(lines);
  const change = (line: CartLine, quantity: number) =>
    setQuantity({ product_id: line.product_id, category_id: line.category_id, quantity });

  if (lines.length === 0) {
    return (
      <div className={page}>
        <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-night-100 bg-white p-10 text-center">
          <ShoppingBag className="size-12 text-night-300" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-semibold text-night-900">{messageNow(CART_MESSAGES.empty)}</h1>
          <p className="mt-2 text-night-700">{messageNow(CART_MESSAGES.emptyHint)}</p>
          <Link to="/shopping" className={buttonClasses('primary', 'md', 'mt-6')}>
            {tNow('shop:auto.cartPage.continueShopping')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className={page}>
      <h1 className="font-display text-3xl font-semibold text-night-900">{tNow('shop:auto.cartPage.myCart')}</h1>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <ul className="flex flex-col gap-3" aria-label={tNow('shop:auto.cartPage.cartItems')}>
          {lines.map((line) => (
            <CartLineItem
              key={line.product_id}
              line={line}
              onDecrease={() => change(line, line.quantity - 1)}
              onIncrease={() => {
                if (line.stock <= line.quantity) toast.error(messageNow(CART_MESSAGES.stockLimit));
                else change(line, line.quantity + 1);
              }}
              onRemove={() => change(line, 0)}
            />
          ))}
        </ul>
        <OrderSummary subtotal={subtotal}>
          <Button
            className="mt-5 w-full"
            size="lg"
            loading={update.isPending}
            onClick={async () => {
              await flush();
              navigate('/shopping/checkout');
            }}
          >
            {tNow('shop:auto.cartPage.proceedToCheckout')}
          </Button>
        </OrderSummary>
      </div>
    </div>
  );
}
