// GET /api/cart: the signed-in shopper's cart lines and total; never requested without a stored token.
import type { CartResponse } from '@app/contracts/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { isLoggedIn } from '../../../lib/storage.ts';

export const CART_KEY = ['cart'] as const;

export const getCart = (signal?: AbortSignal) => api.get<CartResponse>('/api/cart', { signal });

export const cartQuery = () =>
  queryOptions({
    queryKey: CART_KEY,
    queryFn: ({ signal }) => getCart(signal),
  });

export function useCart() {
  return useQuery({ ...cartQuery(), enabled: isLoggedIn() });
}
