import { ZStaffGameReport } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReportFilters } from '../lib/report-filters';
import { REPORTS_QUERY_KEY, REPORTS_URL, reportQuery } from './paths';

/** GET /staff-api/v1/reports/games: bets, wins, GGR, bonus cost and NGR per day, game and currency, with day and range totals. */
function getGameReport(filters: ReportFilters) {
  return api.get(`${REPORTS_URL}/games${reportQuery('games', filters, undefined)}`, ZStaffGameReport);
}

export function useGameReport(filters: ReportFilters) {
  return useQuery({ queryKey: [...REPORTS_QUERY_KEY, 'games', filters], queryFn: () => getGameReport(filters) });
}
