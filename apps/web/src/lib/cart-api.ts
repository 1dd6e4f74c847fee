// GET and POST /api/cart, shared by the shop (add to cart), the cart page and the checkout: one cache entry for all three.
import type { CartResponse, CartUpdateBody } from '@app/contracts/cart';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api.ts';
import { isLoggedIn } from './storage.ts';

export const CART_KEY = ['cart'] as const;

export const getCart = (signal?: AbortSignal) => api.get<CartResponse>('/api/cart', { signal });

export const cartQuery = () =>
  queryOptions({
    queryKey: CART_KEY,
    queryFn: ({ signal }) => getCart(signal),
  });

/** The signed-in shopper's cart; never requested without a stored token. */
export function useCart() {
  return useQuery({ ...cartQuery(), enabled: isLoggedIn() });
}

export type CartChange = CartUpdateBody['products'][number];

/** Sets the quantity of one or more lines (0 removes a line); the API checks the lines and answers any refusal. */
export const updateCart = (products: CartChange[]) => api.post<unknown>('/api/cart', { products });

export function useUpdateCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCart,
    // Awaited so callers that wait for the mutation see the refreshed cart.
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
