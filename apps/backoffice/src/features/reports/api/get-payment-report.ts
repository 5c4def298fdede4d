import { ZStaffPaymentReport } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReportFilters } from '../lib/report-filters';
import { REPORTS_QUERY_KEY, REPORTS_URL, reportQuery } from './paths';

/** GET /staff-api/v1/reports/payments: deposits credited and withdrawals paid per day and currency. */
function getPaymentReport(filters: ReportFilters) {
  return api.get(`${REPORTS_URL}/payments${reportQuery('payments', filters, undefined)}`, ZStaffPaymentReport);
}

export function usePaymentReport(filters: ReportFilters) {
  return useQuery({ queryKey: [...REPORTS_QUERY_KEY, 'payments', filters], queryFn: () => getPaymentReport(filters) });
}
