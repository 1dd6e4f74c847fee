// GET /api/admin/charts?from=&to=: the daily figures of the days chosen (India time), as the admin's reports count them.
import { chartsPath, type ChartsResponse } from '@app/contracts/admin-charts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-query-keys.ts';
import { api } from '../../../lib/api.ts';

export const adminChartsKey = [...adminKeys.all, 'charts'] as const;

export interface ChartRange {
  from: string;
  to: string;
}

/** Asks nothing while the range is refused on the form. */
export function useAdminCharts(range: ChartRange, enabled: boolean) {
  return useQuery({
    queryKey: [...adminChartsKey, range.from, range.to],
    queryFn: ({ signal }) => api.get<ChartsResponse>(chartsPath(range), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
