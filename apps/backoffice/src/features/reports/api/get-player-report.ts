import { ZStaffPlayerReport } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReportFilters } from '../lib/report-filters';
import { REPORTS_QUERY_KEY, REPORTS_URL, reportQuery } from './paths';

/** GET /staff-api/v1/reports/players: active and new players per day. */
function getPlayerReport(filters: ReportFilters) {
  return api.get(`${REPORTS_URL}/players${reportQuery('players', filters, undefined)}`, ZStaffPlayerReport);
}

export function usePlayerReport(filters: ReportFilters) {
  return useQuery({ queryKey: [...REPORTS_QUERY_KEY, 'players', filters], queryFn: () => getPlayerReport(filters) });
}
