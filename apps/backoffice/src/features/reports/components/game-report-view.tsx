import type { TStaffGameReport } from '@casino/contracts';
import { Alert } from '@/components/ui/alert';
import { BarChart } from '@/components/ui/bar-chart';
import { Loading } from '@/components/ui/loading';
import { Table, Td, Th } from '@/components/ui/table';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { useGameReport } from '../api/get-game-report';
import { reportCsvUrl } from '../api/paths';
import { valuesByDay } from '../lib/chart-series';
import { daysBetween, type ReportFilters } from '../lib/report-filters';
import { AmountTd, CountTd, EmptyReport, NumTh, TableHeading } from './cells';

type GameFigures = TStaffGameReport['totals'][number];

/** The money columns shared by the day, range and game rows. */
function FigureCells({ figures }: { figures: Omit<GameFigures, 'bonusConversions'> }) {
  const { currency } = figures;
  return (
    <>
      <CountTd value={figures.rounds} />
      <AmountTd value={figures.bets} currency={currency} />
      <AmountTd value={figures.wins} currency={currency} />
      <AmountTd value={figures.ggr} currency={currency} />
      <AmountTd value={figures.bonusCost} currency={currency} />
      <AmountTd value={figures.ngr} currency={currency} />
    </>
  );
}

function FigureHeadings() {
  return (
    <>
      <NumTh>{t('reports.games.rounds')}</NumTh>
      <NumTh>{t('reports.games.bets')}</NumTh>
      <NumTh>{t('reports.games.wins')}</NumTh>
      <NumTh>{t('reports.games.ggr')}</NumTh>
      <NumTh>{t('reports.games.bonusCost')}</NumTh>
      <NumTh>{t('reports.games.ngr')}</NumTh>
    </>
  );
}

/** GGR bars and the NGR line per day of the range, one chart per currency (amounts of two currencies do not add up). */
function GameCharts({ report }: { report: TStaffGameReport }) {
  const days = daysBetween(report.from, report.to);
  return (
    <div className={cx('grid gap-4', report.totals.length > 1 && 'lg:grid-cols-2')}>
      {report.totals.map(({ currency }) => {
        const rows = report.days.filter((day) => day.currency === currency);
        return (
          <div key={currency} className="min-w-0 rounded-lg border border-line bg-white p-4">
            <BarChart
              title={t('reports.games.chartTitle', { currency })}
              description={t('reports.games.chartDescription', { from: report.from, to: report.to })}
              labels={days}
              bars={{ name: t('reports.games.ggr'), values: valuesByDay(days, rows, (row) => row.ggr) }}
              line={{ name: t('reports.games.ngr'), values: valuesByDay(days, rows, (row) => row.ngr) }}
            />
          </div>
        );
      })}
    </div>
  );
}

/** Each day's figures per currency, then the range's: the bonus money converted counts here (no single game converts it). */
function DayTable({ report }: { report: TStaffGameReport }) {
  return (
    <Table label={t('reports.games.byDay')} minWidth="58rem">
      <thead>
        <tr>
          <Th>{t('reports.day')}</Th>
          <FigureHeadings />
          <NumTh>{t('reports.games.conversions')}</NumTh>
        </tr>
      </thead>
      <tbody>
        {report.days.map((day) => (
          <tr key={`${day.day} ${day.currency}`}>
            <Td className="font-mono whitespace-nowrap">{day.day}</Td>
            <FigureCells figures={day} />
            <AmountTd value={day.bonusConversions} currency={day.currency} />
          </tr>
        ))}
      </tbody>
      <tfoot className="bg-canvas font-semibold">
        {report.totals.map((total) => (
          <tr key={total.currency}>
            <Th scope="row" className="normal-case">
              {t('reports.rangeTotal', { currency: total.currency })}
            </Th>
            <FigureCells figures={total} />
            <AmountTd value={total.bonusConversions} currency={total.currency} />
          </tr>
        ))}
      </tfoot>
    </Table>
  );
}

function GameTable({ report }: { report: TStaffGameReport }) {
  return (
    <Table label={t('reports.games.byGame')} minWidth="72rem">
      <thead>
        <tr>
          <Th>{t('reports.day')}</Th>
          <Th>{t('reports.games.game')}</Th>
          <Th>{t('reports.games.provider')}</Th>
          <FigureHeadings />
        </tr>
      </thead>
      <tbody>
        {report.rows.map((row) => (
          <tr key={`${row.day} ${row.currency} ${row.operator} ${row.game}`}>
            <Td className="font-mono whitespace-nowrap">{row.day}</Td>
            <Td>
              <span className="text-ink">{row.gameName}</span>
              {row.gameName !== row.game && <span className="block font-mono text-xs text-ink-soft">{row.game}</span>}
            </Td>
            <Td>{row.provider}</Td>
            <FigureCells figures={row} />
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Bets, wins, GGR, bonus cost and NGR: charts of GGR and NGR, the days with the range's totals, and each game's day. */
export function GameReportView({ filters }: { filters: ReportFilters }) {
  const report = useGameReport(filters);
  if (report.isPending) return <Loading label={t('common.loading')} />;
  if (report.isError) return <Alert>{report.error.message}</Alert>;
  const { data } = report;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">{t('reports.games.explain')}</p>
      {data.days.length === 0 ? (
        <EmptyReport text={t('reports.games.empty')} />
      ) : (
        <>
          <GameCharts report={data} />
          <TableHeading title={t('reports.games.byDay')} />
          <DayTable report={data} />
        </>
      )}
      <TableHeading title={t('reports.games.byGame')} csvUrl={reportCsvUrl('games', filters)} />
      {data.rows.length > 0 && <GameTable report={data} />}
    </div>
  );
}
