// POST /api/payment/confirm: hands the gateway's signed answer to the server, which verifies it and marks the order paid.
import type { ConfirmPaymentResponse } from '@app/contracts/payments';
import { api } from '../../../lib/api.ts';

export interface ConfirmPaymentInput {
  order_id: number;
  gateway_order_id: string;
  payment_id: string;
  signature: string;
  address_id: number;
}

export const confirmPayment = (input: ConfirmPaymentInput) =>
  api.post<ConfirmPaymentResponse>('/api/payment/confirm', input);
