// /shopping: search, category filter, sort and the product grid, asked of the server a page at a time; the state is kept in the URL.
import { SEARCH_MAX_LENGTH, SHOP_MESSAGES } from '@app/contracts/catalogue-rules';
import { PackageSearch, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useCart } from '../../../lib/cart-api.ts';
import { useCategories } from '../api/get-categories.ts';
import { useProductPages } from '../api/get-products.ts';
import { CategoryFilter } from '../components/category-filter.tsx';
import { ProductCard, ProductCardSkeleton } from '../components/product-card.tsx';
import { ShopActions } from '../components/shop-actions.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  SEARCH_DEBOUNCE_MS,
  SHOP_SORT_OPTIONS,
  foundText,
  normaliseSearch,
  readListingState,
  writeListingState,
  type ListingState,
} from '../listing.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { useAddToCart } from '../use-add-to-cart.ts';
import { useFirstScreenFirst } from '../use-first-screen-first.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

const SKELETON_CARDS = 6;

export function ShopPage() {
  usePageMeta(
    tNow('shop:auto.shopPage.shop'),
    tNow('shop:auto.shopPage.description'),
  );
  const [params, setParams] = useSearchParams();
  const state = readListingState(params);
  const categories = useCategories();
  const products = useProductPages(state);
  const cart = useCart();
  const { addToCart, addingId } = useAddToCart({
    onGuest: () => toast.error(messageNow(SHOP_MESSAGES.loginForCart)),
    alreadyMessage: messageNow(SHOP_MESSAGES.alreadyInCartShop),
  });

  // The spec shows nothing when shop data fails to load: the lists stay empty. Keep a trace for support.
  useEffect(() => {
    if (categories.error) console.warn('Categories failed to load', categories.error);
    if (products.error) console.warn('Products failed to load', products.error);
  }, [categories.error, products.error]);

  const update = (patch: Partial<ListingState>) =>
    setParams(writeListingState({ ...state, ...patch }), { replace: true, preventScrollReset: true });

  // The box shows every key at once; the URL, and with it the server query, follow once typing pauses.
  const [text, setText] = useState(state.q);
  const settled = normaliseSearch(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  useEffect(() => {
    if (settled !== state.q) update({ q: settled });
    // Only a settled search writes the URL; the other controls write it themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  // The URL changed from elsewhere (a link to /shopping, history): the box follows it.
  const [urlQ, setUrlQ] = useState(state.q);
  if (urlQ !== state.q) {
    setUrlQ(state.q);
    if (state.q !== settled) setText(state.q);
  }

  const pages = products.data?.pages ?? [];
  const shown = pages.flatMap((page) => page.products);
  // Two rows on a wide screen; more than a phone shows before scrolling.
  const rendered = useFirstScreenFirst(shown, 6);
  const total = pages[0]?.total ?? { count: 0, atLeast: false };
  const categoryName =
    state.categoryId === null
      ? messageNow(SHOP_MESSAGES.allProducts)
      : (categories.data?.find((c) => c.category_id === state.categoryId)?.category_name ??
        messageNow(SHOP_MESSAGES.allProducts));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold text-night-900 sm:text-4xl">
            {tNow('shop:auto.shopPage.spiritualShop')}
          </h1>
          <p className="mt-1 text-night-700">
            {tNow('shop:auto.shopPage.energisedProductsFreeDeliveryAcross')}
          </p>
        </div>
        <ShopActions cartCount={cart.data?.data.length} />
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <label className="relative flex-1">
          <span className="sr-only">{tNow('shop:auto.shopPage.searchProducts2')}</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-night-400"
            aria-hidden="true"
          />
          <input
            type="search"
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            placeholder={tNow('shop:auto.shopPage.searchProducts')}
            className="min-h-11 w-full rounded-full border border-night-200 bg-white py-2.5 pr-4 pl-11 text-base"
          />
        </label>
        <label className="flex items-center gap-2 sm:w-64">
          <span className="text-sm font-semibold whitespace-nowrap text-night-800">
            {tNow('shop:auto.shopPage.sortBy')}
          </span>
          <select
            value={state.sort}
            onChange={(event) =>
              update({ sort: readListingState(new URLSearchParams({ sort: event.target.value })).sort })
            }
            className="min-h-11 w-full rounded-full border border-night-200 bg-white px-4 text-base"
          >
            {SHOP_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {tNow(`shop:auto.sort.${option.value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div className="mt-6 flex flex-col gap-6 lg:flex-row">
        <CategoryFilter
          categories={categories.data ?? []}
          selectedId={state.categoryId}
          onSelect={(categoryId) => update({ categoryId })}
        />
        <section
          className="min-w-0 flex-1"
          aria-labelledby="shop-results-heading"
          aria-busy={products.isPending || products.isPlaceholderData}
        >
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="shop-results-heading" className="text-xl font-semibold text-night-900">
              {categoryName}
            </h2>
            {!products.isPending && (
              <p className="text-sm text-night-700" aria-live="polite">
                {foundText(total)}
              </p>
            )}
          </div>
          {products.isPending ? (
            <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 xl:grid-cols-3">
              {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                <ProductCardSkeleton key={i} />
              ))}
              <span className="sr-only" role="status">
                {tNow('shop:auto.shopPage.loadingProducts')}
              </span>
            </div>
          ) : shown.length === 0 ? (
            <div className="flex flex-col items-center rounded-2xl border border-dashed border-night-200 bg-white px-6 py-16 text-center">
              <PackageSearch className="size-12 text-night-300" aria-hidden="true" />
              <p className="mt-4 text-lg font-semibold text-night-900">
                {messageNow(SHOP_MESSAGES.noProducts)}
              </p>
              <p className="mt-1 text-night-700">{messageNow(SHOP_MESSAGES.noProductsHint)}</p>
            </div>
          ) : (
            <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 xl:grid-cols-3">
              {rendered.map((product, index) => (
                <li key={product.product_id} className="flex">
                  <ProductCard
                    product={product}
                    onAddToCart={(p) => void addToCart(p)}
                    adding={addingId === product.product_id}
                    eager={index < 3}
                    priority={index === 0}
                  />
                </li>
              ))}
            </ul>
          )}
          {products.hasNextPage && shown.length > 0 && (
            <div className="mt-8 flex flex-col items-center gap-2">
              <p className="text-sm text-night-700">
                {tNow('shop:auto.shopPage.showing', {
                  shown: shown.length,
                  total: `${total.count}${total.atLeast ? '+' : ''}`,
                })}
              </p>
              <Button
                variant="outline"
                onClick={() => void products.fetchNextPage()}
                loading={products.isFetchingNextPage}
                disabled={products.isFetching && !products.isFetchingNextPage}
              >
                {tNow('shop:auto.shopPage.loadMoreProducts')}
              </Button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
