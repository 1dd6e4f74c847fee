// POST /api/wallet/recharge/confirm: hands the gateway's signed answer to the server, which credits the wallet once.
import type { RechargeConfirmBody, RechargeConfirmResponse } from '@app/contracts/wallet';
import { api } from '../../../lib/api.ts';

export const confirmRecharge = (input: RechargeConfirmBody) =>
  api.post<RechargeConfirmResponse>('/api/wallet/recharge/confirm', input);
