import type { TStaffLiabilityReport } from '@casino/contracts';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { Table, Td, Th } from '@/components/ui/table';
import { cx } from '@/lib/cx';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { useLiabilityReport } from '../api/get-liability-report';
import { reportCsvUrl } from '../api/paths';
import type { ReportFilters } from '../lib/report-filters';
import { AmountTd, EmptyReport, NumTh, TableHeading } from './cells';

/** Whether the report agrees with the ledger: said plainly at the top, since a mismatch is what the page is for. */
function Reconciliation({ report }: { report: TStaffLiabilityReport }) {
  const mismatched = report.rows.filter((row) => !row.isReconciled).map((row) => row.currency);
  if (report.isReconciled) return <Alert tone="info">{t('reports.liabilities.reconciled')}</Alert>;
  return (
    <Alert title={t('reports.liabilities.mismatchTitle')}>
      {mismatched.length > 0 && <p>{t('reports.liabilities.mismatch', { currencies: mismatched.join(', ') })}</p>}
      {!report.isLedgerSound && <p>{t('reports.liabilities.unsound')}</p>}
    </Alert>
  );
}

/**
 * What players hold per currency at a moment, with what moved since, next to the players' balances the ledger check adds
 * up now (the holdings plus what moved since must equal them); then the holdings by kind of money.
 */
export function LiabilityReportView({ filters, at }: { filters: ReportFilters; at: string | undefined }) {
  const report = useLiabilityReport(filters, at);
  if (report.isPending) return <Loading label={t('common.loading')} />;
  if (report.isError) return <Alert>{report.error.message}</Alert>;
  const { data } = report;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">
        {t(at ? 'reports.liabilities.explainAt' : 'reports.liabilities.explainNow', { at: formatUtc(data.at) })}
      </p>
      <Reconciliation report={data} />
      <TableHeading title={t('reports.liabilities.byCurrency')} csvUrl={reportCsvUrl('liabilities', filters, at)} />
      {data.rows.length === 0 ? (
        <EmptyReport text={t('reports.liabilities.empty')} />
      ) : (
        <Table label={t('reports.liabilities.byCurrency')} minWidth="64rem">
          <thead>
            <tr>
              <Th>{t('reports.currency')}</Th>
              <NumTh>{t('reports.liabilities.total')}</NumTh>
              <NumTh>{t('reports.liabilities.movedSince')}</NumTh>
              <NumTh>{t('reports.liabilities.ledgerTotal')}</NumTh>
              <Th>{t('reports.liabilities.status')}</Th>
              <NumTh>{t('reports.liabilities.real')}</NumTh>
              <NumTh>{t('reports.liabilities.bonus')}</NumTh>
              <NumTh>{t('reports.liabilities.freeSpins')}</NumTh>
              <NumTh>{t('reports.liabilities.held')}</NumTh>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.currency} className={cx(!row.isReconciled && 'bg-danger-soft')}>
                <Th scope="row" className="text-sm text-ink normal-case">
                  {row.currency}
                </Th>
                <AmountTd value={row.total} currency={row.currency} className="font-semibold" />
                <AmountTd value={row.movedSince} currency={row.currency} marksNegative={false} />
                <AmountTd value={row.ledgerCheckTotal} currency={row.currency} className="font-semibold" />
                <Td className={cx('font-medium whitespace-nowrap', row.isReconciled ? 'text-ok' : 'text-danger')}>
                  {t(row.isReconciled ? 'reports.liabilities.agrees' : 'reports.liabilities.differs')}
                </Td>
                <AmountTd value={row.real} currency={row.currency} />
                <AmountTd value={row.bonus} currency={row.currency} />
                <AmountTd value={row.freeSpins} currency={row.currency} />
                <AmountTd value={row.held} currency={row.currency} />
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
