import { CURRENCY_CODES } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/fields';
import { t } from '@/lib/i18n';
import { ZReportFiltersForm, type ReportFilters, type ReportFiltersFormInput } from '../lib/report-filters';

/** The range (both days included, UTC) and the currency; checked as the API checks them before anything is asked. */
export function ReportFiltersForm({ filters, onApply }: { filters: ReportFilters; onApply: (filters: ReportFilters) => void }) {
  const form = useForm<ReportFiltersFormInput, unknown, ReportFilters>({
    resolver: zodResolver(ZReportFiltersForm),
    defaultValues: { from: filters.from, to: filters.to, currency: filters.currency ?? '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={t('reports.filters')}
      onSubmit={form.handleSubmit(({ from, to, currency }) => onApply(currency ? { from, to, currency } : { from, to }))}
      className="grid gap-3 rounded-lg border border-line bg-white p-4 sm:grid-cols-[10rem_10rem_12rem_auto] sm:items-start"
    >
      <TextField label={t('reports.from')} type="date" error={errors.from?.message} {...form.register('from')} />
      <TextField label={t('reports.to')} type="date" error={errors.to?.message} {...form.register('to')} />
      <SelectField label={t('reports.currency')} error={errors.currency?.message} {...form.register('currency')}>
        <option value="">{t('reports.allCurrencies')}</option>
        {CURRENCY_CODES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <Button type="submit" className="sm:mt-6 sm:justify-self-start">
        {t('reports.apply')}
      </Button>
    </form>
  );
}
