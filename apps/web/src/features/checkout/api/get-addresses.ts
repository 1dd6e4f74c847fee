// GET /api/address: the shopper's delivery addresses.
import type { Address } from '@app/contracts/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { isLoggedIn } from '../../../lib/storage.ts';

export const ADDRESSES_KEY = ['addresses'] as const;

// The spec allows the list "under data or directly"; our API answers {data}, older ones a bare list.
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const body = await api.get<{ data: Address[] } | Address[]>('/api/address', { signal });
  return Array.isArray(body) ? body : body.data;
}

export const addressesQuery = () =>
  queryOptions({ queryKey: ADDRESSES_KEY, queryFn: ({ signal }) => getAddresses(signal) });

export function useAddresses() {
  return useQuery({ ...addressesQuery(), enabled: isLoggedIn() });
}
