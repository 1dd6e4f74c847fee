// /shopping/product/{product_id}: the product's picture, rating, price, stock, quantity and Add To Cart.
import { SHOP_MESSAGES } from '@app/contracts/catalogue-rules';
import { ArrowLeft, CheckCircle2, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { isNotFound, useProduct } from '../api/get-product.ts';
import { PriceTag } from '../../../components/ui/price-tag.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { StarRating } from '../components/star-rating.tsx';
import { useAddToCart } from '../use-add-to-cart.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

function ProductSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-2" data-testid="product-skeleton">
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <div className="space-y-4">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-10 w-1/3" />
        <Skeleton className="h-24 w-full" />
      </div>
      <span className="sr-only" role="status">
        {tNow('shop:auto.productPage.loadingProduct')}
      </span>
    </div>
  );
}

/** "Rudraksha, thread, pouch" -> one list item each. */
const splitKit = (text: string) =>
  text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

export function ProductPage() {
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(productId);
  const [quantity, setQuantity] = useState(1);
  const [atMaximum, setAtMaximum] = useState(false);
  const { addToCart, addingId } = useAddToCart({
    onGuest: () => {
      toast.error(messageNow(SHOP_MESSAGES.loginForShopping));
      window.alert(messageNow(SHOP_MESSAGES.loginForShopping));
      navigate('/');
    },
    alreadyMessage: messageNow(SHOP_MESSAGES.alreadyInCartProduct),
  });
  usePageMeta(product.data?.name ?? tNow('shop:auto.productPage.product'), product.data?.description || undefined);

  let body;
  if (product.isPending) {
    body = <ProductSkeleton />;
  } else if (product.isError && !isNotFound(product.error)) {
    body = (
      <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
        <p className="text-lg font-semibold text-red-800">{messageNow(SHOP_MESSAGES.productLoadFailed)}</p>
        <Button variant="outline" className="mt-6" onClick={() => navigate(-1)}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {tNow('shop:auto.productPage.goBack')}
        </Button>
      </div>
    );
  } else if (!product.data) {
    body = (
      <div className="mx-auto max-w-lg rounded-2xl border border-night-100 bg-white p-8 text-center">
        <h1 className="text-2xl font-semibold text-night-900">{messageNow(SHOP_MESSAGES.productNotFound)}</h1>
        <Link to="/shopping" className={buttonClasses('primary', 'md', 'mt-6')}>
          {tNow('shop:auto.productPage.continueShopping')}
        </Link>
      </div>
    );
  } else {
    const p = product.data;
    const inStock = p.stock_quantity > 0;
    const kit = p.kit_includes ? splitKit(p.kit_includes) : [];
    body = (
      <>
        <Link to="/shopping" className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {tNow('shop:auto.productPage.backToProducts')}
        </Link>
        <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
          <div className="self-start overflow-hidden rounded-2xl border border-night-100 bg-white">
            <ProductImage src={p.image} alt={p.name} size={600} priority />
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <div>
              <h1 className="font-display text-3xl font-semibold break-words text-night-900 sm:text-4xl">{p.name}</h1>
              <p className="mt-1 text-sm text-night-600">Product ID: {p.product_id}</p>
            </div>
            <StarRating rating={p.rating} />
            <PriceTag price={p.price_in_rupee} discount={p.discount} size="lg" />
            {p.discount > 0 && <p className="-mt-2 text-sm font-semibold text-saffron-700">{tNow('shop:auto.productCard.off', { discount: p.discount })}</p>}
            <p className={inStock ? 'font-medium text-green-700' : 'font-medium text-red-700'}>
              {inStock ? tNow('shop:auto.productPage.available', { count: p.stock_quantity }) : messageNow(SHOP_MESSAGES.outOfStock)}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <QuantityStepper
                label={tNow('shop:auto.productPage.quantity')}
                value={quantity}
                decreaseDisabled={quantity <= 1}
                increaseDisabled={!inStock}
                onDecrease={() => {
                  setQuantity((q) => Math.max(1, q - 1));
                  setAtMaximum(false);
                }}
                onIncrease={() => {
                  if (quantity >= p.stock_quantity) setAtMaximum(true);
                  else setQuantity(quantity + 1);
                }}
              />
              <Button
                size="lg"
                disabled={!inStock}
                loading={addingId === p.product_id}
                onClick={() => void addToCart(p)}
              >
                <ShoppingCart className="size-5" aria-hidden="true" />
                {tNow('shop:auto.productPage.addToCart')}
              </Button>
            </div>
            {atMaximum && (
              <p role="status" className="text-sm font-medium text-saffron-800">
                {messageNow(SHOP_MESSAGES.maxQuantity)}
              </p>
            )}
            <section className="mt-2 border-t border-night-100 pt-4">
              <h2 className="text-lg font-semibold text-night-900">{tNow('shop:auto.productPage.description')}</h2>
              <p className="mt-2 whitespace-pre-line text-night-800">{p.description || messageNow(SHOP_MESSAGES.noDescription)}</p>
            </section>
            {p.instruction && (
              <section>
                <h2 className="text-lg font-semibold text-night-900">{tNow('shop:auto.productPage.instructions')}</h2>
                <p className="mt-2 whitespace-pre-line text-night-800">{p.instruction}</p>
              </section>
            )}
            {kit.length > 0 && (
              <section>
                <h2 className="text-lg font-semibold text-night-900">{tNow('shop:auto.productPage.kitIncludes')}</h2>
                <ul className="mt-2 space-y-1.5">
                  {kit.map((item) => (
                    <li key={item} className="flex items-start gap-2 text-night-800">
                      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
                      {item}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
      </>
    );
  }

  return <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">{body}</div>;
}
