// GET /api/wallet: the balance and one page of the ledger, newest first, with the GST rate and the packs.
import type { WalletResponse } from '@app/contracts/wallet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { isLoggedIn } from '../../../lib/storage.ts';

export const WALLET_KEY = ['wallet'] as const;
export const WALLET_PAGE_SIZE = 10;

export const getWallet = (page: number, signal?: AbortSignal) =>
  api.get<WalletResponse>(`/api/wallet?page=${page}&limit=${WALLET_PAGE_SIZE}`, { signal });

export const walletQuery = (page: number) =>
  queryOptions({ queryKey: [...WALLET_KEY, page], queryFn: ({ signal }) => getWallet(page, signal) });

export function useWallet(page: number) {
  // The balance changes with every recharge and minute of a chat: never trust a minute-old copy.
  return useQuery({ ...walletQuery(page), enabled: isLoggedIn(), staleTime: 0, placeholderData: keepPreviousData });
}
