// Cart: the body of POST /api/cart, the cart as GET /api/cart answers it, and the cart's messages.
import { z } from 'zod';
import { idLike, intLike } from './common.ts';

export const CART_QUANTITY_MAX = 1000;
export const CART_LINES_MAX = 100;

export const cartItemInput = z.object({
  product_id: idLike('product_id must be a positive whole number'),
  category_id: idLike('category_id must be a positive whole number'),
  /** The line's new quantity; 0 removes the line. */
  quantity: intLike('quantity must be a whole number').pipe(
    z
      .number()
      .min(0, { error: 'quantity must not be negative' })
      .max(CART_QUANTITY_MAX, { error: `quantity must be at most ${CART_QUANTITY_MAX}` }),
  ),
});
export type CartItemInput = z.output<typeof cartItemInput>;

export const cartUpdateBody = z.object({
  products: z
    .array(cartItemInput, { error: 'products must be a list of {product_id, category_id, quantity}' })
    .min(1, { error: 'products must not be empty' })
    .max(CART_LINES_MAX, { error: `products must have at most ${CART_LINES_MAX} items` }),
});
export type CartUpdateBody = z.input<typeof cartUpdateBody>;

export const cartLineSchema = z.object({
  product_id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  /** Unit selling price in rupees. */
  price_in_rupee: z.number(),
  discount: z.number().int(),
  quantity: z.number().int(),
  /** Units in stock now. */
  stock: z.number().int(),
  /** price_in_rupee times quantity, in rupees. */
  line_total: z.number(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartResponseSchema = z.object({
  data: z.array(cartLineSchema),
  /** Sum of line totals in rupees (shipping is free). */
  total_amount: z.number(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const CART_MESSAGES = {
  empty: 'Your cart is empty',
  emptyHint: 'Browse our products to add items to your cart',
  stockLimit: 'Stock limit reached',
  shippingFree: 'FREE',
  productUnavailable: (productId: number) => `Product ${productId} is not available`,
  tooManyLines: `Your cart can hold at most ${CART_LINES_MAX} different products`,
  categoryMismatch: (name: string) => `${name} does not belong to the given category`,
  overStock: (name: string, stock: number) =>
    stock <= 0 ? `${name} is out of stock` : `Only ${stock} left in stock for ${name}`,
} as const;

/** Cart save debounce of storefront.md section 9. */
export const CART_SAVE_DEBOUNCE_MS = 500;
