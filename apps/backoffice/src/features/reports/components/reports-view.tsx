import { useSearchParams } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { t } from '@/lib/i18n';
import { liabilitiesMoment, readReportSearch, REPORT_KINDS, reportSearch, type ReportKind } from '../lib/report-filters';
import { GameReportView } from './game-report-view';
import { LiabilityReportView } from './liability-report-view';
import { PaymentReportView } from './payment-report-view';
import { PlayerReportView } from './player-report-view';
import { ReportFiltersForm } from './report-filters-form';

const TABS = REPORT_KINDS.map((id) => ({ id, label: t(`reports.${id}.tab`) }));

/** The filters, then one report at a time in tabs; which report and which filters are in the page's address. */
export function ReportsView() {
  const [search, setSearch] = useSearchParams();
  const now = new Date();
  const { kind, filters } = readReportSearch(search, now);
  const select = (next: ReportKind) => setSearch(reportSearch(next, filters));
  return (
    <div className="flex flex-col gap-4">
      {/* Keyed by the filters so the back button's address shows in the form too. */}
      <ReportFiltersForm
        key={`${filters.from} ${filters.to} ${filters.currency ?? ''}`}
        filters={filters}
        onApply={(next) => setSearch(reportSearch(kind, next))}
      />
      <Tabs label={t('reports.tabsLabel')} tabs={TABS} selected={kind} onSelect={select}>
        {kind === 'games' && <GameReportView filters={filters} />}
        {kind === 'payments' && <PaymentReportView filters={filters} />}
        {kind === 'players' && <PlayerReportView filters={filters} />}
        {kind === 'liabilities' && <LiabilityReportView filters={filters} at={liabilitiesMoment(filters, now)} />}
      </Tabs>
    </div>
  );
}
