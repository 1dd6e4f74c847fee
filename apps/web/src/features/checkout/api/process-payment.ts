// POST /api/payment/process: opens a gateway order for a pending order; answers what the checkout script needs.
import type { ProcessPaymentResponse } from '@app/contracts/payments';
import { api } from '../../../lib/api.ts';

export const processPayment = (orderId: number) =>
  api.post<ProcessPaymentResponse>('/api/payment/process', { order_id: orderId });
