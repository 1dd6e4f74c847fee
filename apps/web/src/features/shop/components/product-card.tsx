// One product in the shop grid: picture with discount and rating badges, name, description, price and Add to cart.
import type { Product } from '@app/contracts/catalogue';
import { ShoppingCart, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PriceTag } from '../../../components/ui/price-tag.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { T, tNow } from '../../../lib/i18n.tsx';

interface ProductCardProps {
  product: Product;
  onAddToCart: (product: Product) => void;
  adding?: boolean;
  /** The first cards are above the fold on load: fetch their pictures at once. */
  eager?: boolean;
  /** The first card's picture is the likely largest paint on a phone: fetch it ahead of the others. */
  priority?: boolean;
}

export function ProductCard({ product, onAddToCart, adding = false, eager = false, priority = false }: ProductCardProps) {
  const href = `/shopping/product/${product.product_id}`;
  const rating = product.rating ?? 0;
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-night-100 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative">
        {/* The picture repeats the name link for the mouse; keyboard and screen readers use the name. */}
        <Link to={href} className="block" tabIndex={-1} aria-hidden="true">
          <ProductImage src={product.image} alt="" eager={eager} priority={priority} className="transition-transform group-hover:scale-[1.02]" />
        </Link>
        {product.discount > 0 && (
          <span className="absolute top-3 left-3 rounded-full bg-saffron-700 px-2.5 py-1 text-xs font-bold text-white shadow">
            {tNow('shop:auto.productCard.off', { discount: product.discount })}
          </span>
        )}
        {rating > 0 && (
          <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-1 text-xs font-semibold text-night-900 shadow">
            <Star className="size-3.5 fill-gold-400 text-gold-500" aria-hidden="true" />
            <span className="sr-only">{tNow('shop:auto.productCard.rating')} </span>
            {rating.toFixed(1)}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-base leading-snug font-semibold text-night-900">
          <Link to={href} className="hover:text-saffron-700 hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-night-700">{product.description}</p>
        <PriceTag price={product.price_in_rupee} discount={product.discount} className="mt-auto pt-1" />
        <Button
          size="sm"
          onClick={() => onAddToCart(product)}
          loading={adding}
          className="w-full"
        >
          <ShoppingCart className="size-4" aria-hidden="true" />
          {/* Named "Add <product> to cart" from its content, so the name holds the visible words (label-in-name). */}
          <span>
            <T ns="shop" i18nKey="auto.productCard.add" values={{ name: product.name }} components={{ 1: <span className="sr-only" /> }} />
          </span>
        </Button>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-night-100 bg-white" data-testid="product-skeleton">
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-2/3" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-9 w-full rounded-full" />
      </div>
    </div>
  );
}
