'use client';
import { CURRENCIES, type TFund } from '@casino/contracts';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { isNonZeroMoney } from '@/lib/money-arithmetic';
import { currencyName, hasOwnSymbol } from '../lib/currency-label';

type FundCardProps = {
  fund: TFund;
  /** A default change is under way: no second one meanwhile. */
  isBusy: boolean;
  /** This card is the one becoming the default. */
  isSwitching: boolean;
  onMakeDefault: () => void;
};

/** One currency wallet: its three balances (and held free-spin winnings, if any), and either the Default badge or a Make default button. */
export function FundCard({ fund, isBusy, isSwitching, onMakeDefault }: FundCardProps) {
  const info = CURRENCIES[fund.currency];
  const headingId = `fund-${fund.currency}`;
  const unlock = fund.freeSpinWallet.winUnlockConfig;
  // Free-spin winnings waiting for the unlock deposit: part of Locked By Bonus, shown only while there are some.
  const hasHeldWinnings = isNonZeroMoney(fund.freeSpinWallet.heldWinnings);
  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'flex h-full flex-col gap-4 rounded-2xl border bg-panel p-5',
        fund.default ? 'border-gold/60 shadow-[0_0_0_1px_rgb(245_196_81/0.25)]' : 'border-line',
      )}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cx(
            'flex size-11 shrink-0 items-center justify-center rounded-full font-bold',
            info.fiat ? 'bg-accent/20 text-accent-2' : 'bg-gold/15 text-gold',
            hasOwnSymbol(fund.currency) ? 'text-lg' : 'text-[11px]',
          )}
        >
          {info.symbol}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg leading-tight font-bold">
            {fund.currency}
          </h3>
          <p className="truncate text-xs text-muted">
            {currencyName(fund.currency)}
            {hasOwnSymbol(fund.currency) ? ` · ${info.symbol}` : ''} · {info.fiat ? t('wallet.fiat') : t('wallet.crypto')}
          </p>
        </div>
        {fund.default ? (
          <span className="shrink-0 rounded-full bg-gold px-2.5 py-1 text-xs font-bold text-bg">{t('wallet.default')}</span>
        ) : null}
      </div>

      <dl className="flex flex-col gap-2 text-sm">
        <Balance label={t('wallet.realMoney')} value={formatMoney(fund.totalMoney, fund.currency)} isProminent />
        <Balance label={t('wallet.bonusMoney')} value={formatMoney(fund.totalBonus, fund.currency)} />
        <Balance label={t('wallet.freeSpinWallet')} value={formatMoney(fund.freeSpinWallet.balance, fund.currency)} />
        {hasHeldWinnings ? (
          <Balance label={t('wallet.heldWinnings')} value={formatMoney(fund.freeSpinWallet.heldWinnings, fund.currency)} />
        ) : null}
      </dl>

      {unlock ? (
        <p className="rounded-lg bg-panel-2 px-3 py-2 text-xs text-white/80">
          {t('wallet.unlockOffer', {
            amount: formatMoney(unlock.depositAmount, unlock.depositCurrency),
            percent: unlock.extraBonusPercent,
          })}
        </p>
      ) : null}

      {fund.default ? null : (
        <Button variant="secondary" className="mt-auto w-full" onClick={onMakeDefault} disabled={isBusy} isBusy={isSwitching}>
          {t('wallet.makeDefault')}
        </Button>
      )}
    </article>
  );
}

function Balance({ label, value, isProminent = false }: { label: string; value: string; isProminent?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="shrink-0 text-muted">{label}</dt>
      <dd className={cx('min-w-0 text-right break-all tabular-nums', isProminent ? 'text-base font-bold text-white' : 'text-white/90')}>
        {value}
      </dd>
    </div>
  );
}
