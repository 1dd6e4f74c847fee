// POST /api/kundli: draws the chart for a date, time and place of birth (public); 400 names the field at fault.
import type { Kundli, KundliRequest } from '@app/contracts/kundli';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const drawKundli = (body: KundliRequest) => api.post<Kundli>('/api/kundli', body);

export const useDrawKundli = () => useMutation({ mutationFn: drawKundli });
