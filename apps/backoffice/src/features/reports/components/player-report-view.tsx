import { Alert } from '@/components/ui/alert';
import { BarChart } from '@/components/ui/bar-chart';
import { Loading } from '@/components/ui/loading';
import { Table, Td, Th } from '@/components/ui/table';
import { t } from '@/lib/i18n';
import { usePlayerReport } from '../api/get-player-report';
import { reportCsvUrl } from '../api/paths';
import type { ReportFilters } from '../lib/report-filters';
import { CountTd, NumTh, TableHeading } from './cells';

/**
 * Active and new players per day (the API lists every day of the range). The range's active figure counts each
 * player once, so it is less than the days' sum when players came back.
 */
export function PlayerReportView({ filters }: { filters: ReportFilters }) {
  const report = usePlayerReport(filters);
  if (report.isPending) return <Loading label={t('common.loading')} />;
  if (report.isError) return <Alert>{report.error.message}</Alert>;
  const { rows, totals, from, to } = report.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">{t('reports.players.explain')}</p>
      <div className="min-w-0 rounded-lg border border-line bg-white p-4">
        <BarChart
          title={t('reports.players.chartTitle')}
          description={t('reports.players.chartDescription', { from, to })}
          labels={rows.map((row) => row.day)}
          bars={{ name: t('reports.players.active'), values: rows.map((row) => row.activePlayers) }}
          line={{ name: t('reports.players.new'), values: rows.map((row) => row.newPlayers) }}
        />
      </div>
      <TableHeading title={t('reports.players.byDay')} csvUrl={reportCsvUrl('players', filters)} />
      <Table label={t('reports.players.byDay')} minWidth="18rem">
        <thead>
          <tr>
            <Th>{t('reports.day')}</Th>
            <NumTh>{t('reports.players.active')}</NumTh>
            <NumTh>{t('reports.players.new')}</NumTh>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day}>
              <Td className="font-mono whitespace-nowrap">{row.day}</Td>
              <CountTd value={row.activePlayers} />
              <CountTd value={row.newPlayers} />
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-canvas font-semibold">
          <tr>
            <Th scope="row" className="normal-case">
              {t('reports.players.rangeTotal')}
            </Th>
            <CountTd value={totals.activePlayers} />
            <CountTd value={totals.newPlayers} />
          </tr>
        </tfoot>
      </Table>
    </div>
  );
}
