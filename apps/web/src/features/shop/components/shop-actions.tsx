// The "My Cart" and "Orders" buttons of the shop header; both need a stored token.
import { SHOP_MESSAGES } from '@app/contracts/catalogue-rules';
import { Package, ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { isLoggedIn } from '../../../lib/storage.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

export function ShopActions({ cartCount }: { cartCount?: number }) {
  const navigate = useNavigate();
  const go = (to: string, guestMessage: string) => {
    if (!isLoggedIn()) toast.error(guestMessage);
    else navigate(to);
  };
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className={buttonClasses('secondary', 'md')}
        onClick={() => go('/shopping/mycart', messageNow(SHOP_MESSAGES.loginForMyCart))}
      >
        <ShoppingCart className="size-4" aria-hidden="true" />
        {tNow('shop:auto.shopActions.myCart')}
        {cartCount ? (
          <span
            className="rounded-full bg-saffron-700 px-2 text-xs"
            aria-label={tNow('shop:auto.shopActions.items', { count: cartCount })}
          >
            {cartCount}
          </span>
        ) : null}
      </button>
      <button
        type="button"
        className={buttonClasses('outline', 'md')}
        onClick={() => go('/shopping/orders', messageNow(SHOP_MESSAGES.loginForOrders))}
      >
        <Package className="size-4" aria-hidden="true" />
        {tNow('shop:auto.shopActions.orders')}
      </button>
    </div>
  );
}
