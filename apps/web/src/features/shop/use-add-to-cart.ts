// Add to cart from the shop screens: always one unit, refused for guests, not repeated for an item already in the cart.
import type { Product } from '@app/contracts/catalogue';
import { SHOP_MESSAGES } from '@app/contracts/catalogue-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { isLoggedIn } from '../../lib/storage.ts';
import { cartQuery, useUpdateCart } from '../../lib/cart-api.ts';
import { messageNow } from '../../lib/message-words.ts';

export type AddOutcome = 'guest' | 'already' | 'added' | 'failed';

interface AddOptions {
  /** What a guest is told; the product page also alerts and leaves, so it handles guests itself. */
  onGuest: () => void;
  alreadyMessage: string;
}

export function useAddToCart({ onGuest, alreadyMessage }: AddOptions) {
  const queryClient = useQueryClient();
  const update = useUpdateCart();
  const [addingId, setAddingId] = useState<number | null>(null);

  async function addToCart(product: Product): Promise<AddOutcome> {
    if (!isLoggedIn()) {
      onGuest();
      return 'guest';
    }
    setAddingId(product.product_id);
    try {
      // The cart decides "already there"; posting quantity 1 for a line of 3 would shrink it.
      // fetchQuery, not ensureQueryData: it reads again when the cached cart was invalidated by the last add.
      const cart = await queryClient.fetchQuery(cartQuery());
      const present = cart.data.some(
        (line) => line.product_id === product.product_id && line.category_id === product.category_id,
      );
      if (present) {
        toast.info(alreadyMessage);
        return 'already';
      }
      await update.mutateAsync([{ product_id: product.product_id, category_id: product.category_id, quantity: 1 }]);
      toast.success(messageNow(SHOP_MESSAGES.added));
      return 'added';
    } catch (error) {
      console.error('Add to cart failed', error);
      toast.error(messageNow(SHOP_MESSAGES.addFailed));
      return 'failed';
    } finally {
      setAddingId(null);
    }
  }

  return { addToCart, addingId };
}
