import { ZStaffLiabilityReport } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReportFilters } from '../lib/report-filters';
import { REPORTS_QUERY_KEY, REPORTS_URL, reportQuery } from './paths';

/** GET /staff-api/v1/reports/liabilities: what players hold per currency at `at` (now when absent), reconciled with the ledger. */
function getLiabilityReport(filters: ReportFilters, at: string | undefined) {
  return api.get(`${REPORTS_URL}/liabilities${reportQuery('liabilities', filters, at)}`, ZStaffLiabilityReport);
}

export function useLiabilityReport(filters: ReportFilters, at: string | undefined) {
  return useQuery({
    queryKey: [...REPORTS_QUERY_KEY, 'liabilities', filters.currency ?? null, at ?? 'now'],
    queryFn: () => getLiabilityReport(filters, at),
  });
}
