import type { TStaffPaymentReport } from '@casino/contracts';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { Table, Td, Th } from '@/components/ui/table';
import { t } from '@/lib/i18n';
import { usePaymentReport } from '../api/get-payment-report';
import { reportCsvUrl } from '../api/paths';
import type { ReportFilters } from '../lib/report-filters';
import { AmountTd, CountTd, EmptyReport, NumTh, TableHeading } from './cells';

type PaymentFigures = TStaffPaymentReport['totals'][number];

function FigureCells({ figures }: { figures: PaymentFigures }) {
  const { currency } = figures;
  return (
    <>
      <CountTd value={figures.deposits} />
      <AmountTd value={figures.depositAmount} currency={currency} />
      <CountTd value={figures.withdrawals} />
      <AmountTd value={figures.withdrawalAmount} currency={currency} />
      <AmountTd value={figures.net} currency={currency} />
    </>
  );
}

/** Deposits credited and withdrawals paid out per day and currency, and the range's totals. */
export function PaymentReportView({ filters }: { filters: ReportFilters }) {
  const report = usePaymentReport(filters);
  if (report.isPending) return <Loading label={t('common.loading')} />;
  if (report.isError) return <Alert>{report.error.message}</Alert>;
  const { data } = report;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">{t('reports.payments.explain')}</p>
      <TableHeading title={t('reports.payments.byDay')} csvUrl={reportCsvUrl('payments', filters)} />
      {data.rows.length === 0 ? (
        <EmptyReport text={t('reports.payments.empty')} />
      ) : (
        <Table label={t('reports.payments.byDay')} minWidth="48rem">
          <thead>
            <tr>
              <Th>{t('reports.day')}</Th>
              <NumTh>{t('reports.payments.deposits')}</NumTh>
              <NumTh>{t('reports.payments.depositAmount')}</NumTh>
              <NumTh>{t('reports.payments.withdrawals')}</NumTh>
              <NumTh>{t('reports.payments.withdrawalAmount')}</NumTh>
              <NumTh>{t('reports.payments.net')}</NumTh>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={`${row.day} ${row.currency}`}>
                <Td className="font-mono whitespace-nowrap">{row.day}</Td>
                <FigureCells figures={row} />
              </tr>
            ))}
          </tbody>
          <tfoot className="bg-canvas font-semibold">
            {data.totals.map((total) => (
              <tr key={total.currency}>
                <Th scope="row" className="normal-case">
                  {t('reports.rangeTotal', { currency: total.currency })}
                </Th>
                <FigureCells figures={total} />
              </tr>
            ))}
          </tfoot>
        </Table>
      )}
    </div>
  );
}
