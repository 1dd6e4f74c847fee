// POST /api/cart: sets the quantity of one or more lines (0 removes a line), then the cart is read again.
import { cartUpdateBody, type CartUpdateBody } from '@app/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { CART_KEY } from './get-cart.ts';

export type CartChange = CartUpdateBody['products'][number];

export const updateCart = (products: CartChange[]) =>
  api.post<unknown>('/api/cart', cartUpdateBody.parse({ products }));

export function useUpdateCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCart,
    // Awaited so callers that wait for the mutation see the refreshed cart.
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
