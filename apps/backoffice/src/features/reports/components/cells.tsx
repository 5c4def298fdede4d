import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Td, Th } from '@/components/ui/table';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';

/** A heading over a column of figures, aligned with them. */
export function NumTh({ children }: { children: ReactNode }) {
  return <Th className="text-right whitespace-nowrap">{children}</Th>;
}

/**
 * An amount as the API gives it (a decimal string in the currency's major unit) with its currency; a negative one
 * (the games paid more than they took) in red, its minus sign kept, unless `marksNegative` is false (a movement
 * either way).
 */
export function AmountTd({
  value,
  currency,
  className,
  marksNegative = true,
}: {
  value: string;
  currency: string;
  className?: string;
  marksNegative?: boolean;
}) {
  const isNegative = marksNegative && value.startsWith('-');
  return (
    <Td className={cx('text-right font-mono whitespace-nowrap tabular-nums', isNegative && 'font-semibold text-danger', className)}>
      {value} <span className="text-xs text-ink-soft">{currency}</span>
    </Td>
  );
}

export function CountTd({ value, className }: { value: number; className?: string }) {
  return <Td className={cx('text-right font-mono whitespace-nowrap tabular-nums', className)}>{value}</Td>;
}

/** The heading of one report table and the link that downloads its rows, with the page's filters, as CSV. */
export function TableHeading({ title, csvUrl }: { title: string; csvUrl?: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 className="text-sm font-semibold text-ink">{title}</h2>
      {csvUrl && (
        <a href={csvUrl} download className={buttonClasses('secondary', undefined, 'sm')}>
          {t('reports.exportCsv')}
        </a>
      )}
    </div>
  );
}

/** What a report says when nothing happened in its range. */
export function EmptyReport({ text }: { text: string }) {
  return <p className="text-sm text-ink-soft">{text}</p>;
}
