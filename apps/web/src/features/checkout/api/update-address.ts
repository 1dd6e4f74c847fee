// PUT /api/address/{id}: completes or corrects an address (an old one without a mobile or a listed state).
import { addressFormSchema, type Address, type AddressFormValues } from '@app/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ADDRESSES_KEY } from './get-addresses.ts';

export async function updateAddress(addressId: number, values: AddressFormValues): Promise<Address> {
  const body = await api.put<{ data: Address; message: string }>(`/api/address/${addressId}`, addressFormSchema.parse(values));
  return body.data;
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ addressId, values }: { addressId: number; values: AddressFormValues }) => updateAddress(addressId, values),
    onSuccess: (updated) => {
      queryClient.setQueryData<Address[]>(ADDRESSES_KEY, (list) =>
        (list ?? []).map((a) => (a.address_id === updated.address_id ? updated : a)),
      );
    },
  });
}
