// PUT /admin/astro-update-wallet: settles the wallet (pays out the payable amount, records the platform's share).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';

export interface SettleWalletAnswer {
  message: string;
  payable_amount: number;
  platform_amount: number;
}

export const updateWallet = (astrologerId: number) =>
  api.put<SettleWalletAnswer>('/admin/astro-update-wallet', { astrologer_id: astrologerId });

export function useUpdateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWallet,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.astrologers() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.payments() }),
      ]);
    },
  });
}
