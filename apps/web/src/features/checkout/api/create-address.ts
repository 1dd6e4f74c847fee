// POST /api/address: adds a delivery address; the form resolves with the same schema the server checks.
import { addressFormSchema, type Address, type AddressFormValues } from '@app/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ADDRESSES_KEY } from './get-addresses.ts';

export async function createAddress(values: AddressFormValues): Promise<Address> {
  const body = await api.post<{ data: Address; message: string } | Address>('/api/address', addressFormSchema.parse(values));
  return 'data' in body ? body.data : body;
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: (created) => {
      queryClient.setQueryData<Address[]>(ADDRESSES_KEY, (list) => [...(list ?? []), created]);
    },
  });
}
