// POST /api/select-address/{address_id}: makes an address the shopper's default.
import type { Address } from '@app/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ADDRESSES_KEY } from './get-addresses.ts';

export const selectAddress = (addressId: number) => api.post<unknown>(`/api/select-address/${addressId}`);

export function useSelectAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectAddress,
    onSuccess: (_answer, addressId) => {
      // Exactly one default: mirror what the server did without reading the list again.
      queryClient.setQueryData<Address[]>(ADDRESSES_KEY, (list) =>
        list?.map((a) => ({ ...a, is_selected: a.address_id === addressId })),
      );
    },
  });
}
