// POST /api/order: turns the shopper's cart into a pending order; the server computes the total.
import type { CreateOrderResponse } from '@app/contracts/orders';
import { api } from '../../../lib/api.ts';

export const createOrder = () => api.post<CreateOrderResponse>('/api/order');
