import type { TTransaction } from '@casino/contracts';
import { DataTable } from '@/components/ui/data-table';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { CancelWithdrawalButton } from './cancel-withdrawal-button';

const dateTimeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

const STATUS_CLASSES: Record<TTransaction['status'], string> = {
  pending: 'bg-gold/15 text-gold',
  unconfirmed: 'bg-gold/15 text-gold',
  held: 'bg-gold/15 text-gold',
  completed: 'bg-emerald-500/15 text-emerald-400',
  failed: 'bg-danger/15 text-danger',
  rejected: 'bg-danger/15 text-danger',
  cancelled: 'bg-panel-2 text-muted',
};

function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

function StatusBadge({ status }: { status: TTransaction['status'] }) {
  return (
    <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_CLASSES[status])}>
      {t(`wallet.history.statusName.${status}`)}
    </span>
  );
}

/** The status, and for a pending withdrawal the API offers for cancelling (not in every market) the way to take it back. */
function Status({ item }: { item: TTransaction }) {
  return (
    <span className="inline-flex items-center gap-2">
      <StatusBadge status={item.status} />
      {item.canCancel && <CancelWithdrawalButton id={item.id} />}
    </span>
  );
}

const COLUMNS = [
  { labelKey: 'wallet.history.date' },
  { labelKey: 'wallet.history.method' },
  { labelKey: 'wallet.history.reference' },
  { labelKey: 'wallet.history.amount', className: 'text-right' },
  { labelKey: 'wallet.history.status' },
];

/** The transactions: a table from the `md` width up, cards below it. */
export function TransactionList({ caption, items }: { caption: string; items: TTransaction[] }) {
  return (
    <>
      <DataTable caption={caption} columns={COLUMNS}>
        {items.map((item) => (
          <tr key={item.id}>
            <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(item.createdAt)}</td>
            <td className="px-4 py-3">
              <Method item={item} />
            </td>
            <td className="max-w-40 truncate px-4 py-3 font-mono text-xs text-muted" title={item.reference ?? item.id}>
              {item.reference ?? item.id}
            </td>
            <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">{formatMoney(item.amount, item.currency)}</td>
            <td className="px-4 py-3">
              <Status item={item} />
            </td>
          </tr>
        ))}
      </DataTable>

      <ul aria-label={caption} className="flex flex-col gap-3 md:hidden">
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 rounded-2xl border border-line bg-panel p-4">
            <div className="flex items-center justify-between gap-3">
              <span className="text-sm text-muted">{formatDateTime(item.createdAt)}</span>
              <Status item={item} />
            </div>
            <div className="flex items-baseline justify-between gap-3">
              <span className="text-sm">
                <Method item={item} />
              </span>
              <span className="min-w-0 text-right font-bold break-all tabular-nums">{formatMoney(item.amount, item.currency)}</span>
            </div>
            <span className="truncate font-mono text-xs text-muted">{item.reference ?? item.id}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The method, and why under an adjustment, a failed or held deposit or a rejected withdrawal. */
function Method({ item }: { item: TTransaction }) {
  return (
    <>
      <span className="capitalize">{item.method}</span>
      {item.note && <span className="block text-xs break-words text-muted">{item.note}</span>}
      {item.isBonusDeclined && <span className="block text-xs text-muted">{t('wallet.history.bonusDeclined')}</span>}
    </>
  );
}
