// One cart line: picture (to the product page), name, discount badge, line price, struck original, stepper, remove.
import type { CartLine } from '@app/contracts/cart';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { PriceTag } from '../../../components/ui/price-tag.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { tNow } from '../../../lib/i18n.tsx';

interface CartLineItemProps {
  line: CartLine;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
}

export function CartLineItem({ line, onIncrease, onDecrease, onRemove }: CartLineItemProps) {
  const href = `/shopping/product/${line.product_id}`;
  return (
    <li className="flex gap-3 rounded-2xl border border-night-100 bg-white p-3 sm:gap-4 sm:p-4" data-testid="cart-line">
      <Link to={href} className="w-20 shrink-0 overflow-hidden rounded-xl sm:w-28" aria-label={tNow('shop:auto.cartLineItem.view', { name: line.name })}>
        <ProductImage src={line.image} alt="" size={112} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold break-words text-night-900">{line.name}</h2>
            {line.discount > 0 && (
              <span className="mt-1 inline-block rounded-full bg-saffron-100 px-2 py-0.5 text-xs font-bold text-saffron-800">
                {tNow('shop:auto.productCard.off', { discount: line.discount })}
              </span>
            )}
          </div>
          <button
            type="button"
            onClick={onRemove}
            aria-label={tNow('shop:auto.cartLineItem.remove', { name: line.name })}
            className="-m-1 rounded-full p-2 text-night-600 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            size="sm"
            label={tNow('shop:auto.cartLineItem.quantityOf', { name: line.name })}
            value={line.quantity}
            onDecrease={onDecrease}
            onIncrease={onIncrease}
          />
          <PriceTag price={line.price_in_rupee} discount={line.discount} quantity={line.quantity} />
        </div>
      </div>
    </li>
  );
}
