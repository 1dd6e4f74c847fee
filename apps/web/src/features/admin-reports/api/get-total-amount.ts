// GET /api/total-amount: the admin's wallet, the platform's total share in rupees.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';

export const getTotalAmount = () => api.get<{ amount: number }>('/api/total-amount');

export const useTotalAmount = () => useQuery({ queryKey: adminKeys.totalAmount(), queryFn: getTotalAmount });
