// POST /api/wallet/recharge: opens a gateway order for the amount plus GST; answers what the checkout script needs.
import type { RechargeResponse } from '@app/contracts/wallet';
import { api } from '../../../lib/api.ts';

export const startRecharge = (amount: number) => api.post<RechargeResponse>('/api/wallet/recharge', { amount });
