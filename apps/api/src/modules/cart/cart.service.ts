// Cart rules: quantities are set (0 removes), never above stock, only for live products of the named category.
import { CART_LINES_MAX, CART_MESSAGES, type CartItemInput, type CartResponse } from '@app/contracts/cart';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { CHANNELS } from '../../lib/channels.ts';
import { badRequest } from '../../lib/errors.ts';
import { accountGone } from '../../plugins/live-account.ts';
import * as repo from './cart.repository.ts';

export function toCartResponse(lines: repo.CartLineRow[]): CartResponse {
  let totalPaise = 0;
  const data = lines.map((l) => {
    const linePaise = l.pricePaise * l.quantity;
    totalPaise += linePaise;
    return {
      product_id: l.productId,
      category_id: l.categoryId,
      name: l.name,
      image: l.image,
      price_in_rupee: l.pricePaise / 100,
      discount: l.discount,
      quantity: l.quantity,
      stock: l.stock,
      line_total: linePaise / 100,
    };
  });
  return { data, total_amount: totalPaise / 100 };
}

export async function getCart(db: Db, userId: number): Promise<CartResponse> {
  return toCartResponse(await repo.readLines(db, userId));
}

/**
 * Two round trips and no transaction: a read of the cart id and the products, checked here, then one statement that
 * writes every line and answers the cart. Stock is only promised at payment, as before.
 */
export async function setCartLines(
  { db, changes }: Pick<AppContext, 'db' | 'changes'>,
  userId: number,
  items: CartItemInput[],
): Promise<CartResponse> {
  // The last mention of a product in one request wins, as if the items were sent one by one.
  const byProduct = new Map<number, CartItemInput>();
  for (const item of items) byProduct.set(item.product_id, item);
  const wanted = [...byProduct.values()].filter((item) => item.quantity > 0);
  const read = await repo.findCartAndProducts(db, userId, wanted.map((i) => i.product_id));
  const found = new Map(read.products.map((p) => [p.id, p]));
  for (const item of wanted) {
    const product = found.get(item.product_id);
    if (!product) {
      throw badRequest('product_unavailable', CART_MESSAGES.productUnavailable(item.product_id), { product_id: 'Product not found' });
    }
    if (product.categoryId !== item.category_id) {
      throw badRequest('category_mismatch', CART_MESSAGES.categoryMismatch(product.name), { category_id: 'Category does not match' });
    }
    if (item.quantity > product.stock) {
      const message = CART_MESSAGES.overStock(product.name, product.stock);
      throw badRequest('out_of_stock', message, { quantity: message });
    }
  }
  // Both writes take the live-account guard: an account deleted meanwhile gets its 401 and keeps no cart.
  const cartId = read.cartId ?? (await repo.ensureCart(db, userId));
  if (cartId === null) throw accountGone();
  const { live, written, lines } = await repo.writeLines(
    db,
    userId,
    cartId,
    wanted.map((i) => ({ productId: i.product_id, quantity: i.quantity })),
    // Removing a product that has since left the catalogue must still work.
    [...byProduct.values()].filter((i) => i.quantity === 0).map((i) => i.product_id),
    // One request is capped by the schema; this caps the cart that many requests build up.
    CART_LINES_MAX,
  );
  // This process's next read of the cart must not be the answer it kept from before.
  changes.changed(CHANNELS.cart, userId);
  if (!live) throw accountGone();
  if (!written) throw badRequest('cart_too_many_lines', CART_MESSAGES.tooManyLines, { products: CART_MESSAGES.tooManyLines });
  return toCartResponse(lines);
}
