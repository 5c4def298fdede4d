'use client';
import { CARD_GATEWAYS, type TDepositStatus } from '@casino/contracts';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { WALLET_QUERY_KEY } from '@/features/wallet';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { invalidateQueries } from '@/lib/query-store';
import { useDepositStatus } from '../api/get-deposit-status';
import { rememberFailedGateway } from '../lib/failed-gateway';
import { readPaymentConfig } from '../lib/payment-config-cookie';

const TONE = {
  pending: 'border-gold/40 bg-gold/10',
  held: 'border-gold/40 bg-gold/10',
  completed: 'border-emerald-500/40 bg-emerald-500/10',
  failed: 'border-danger/40 bg-danger/10',
} as const;

function DepositStatus({ id }: { id: string }) {
  const { data, isError } = useDepositStatus(id);
  const status = data?.status;
  // The balance shown everywhere is read again once the money is in.
  useEffect(() => {
    if (status === 'completed') void invalidateQueries(WALLET_QUERY_KEY);
  }, [status]);
  // A card declined at a tier's gateway marks that tier, as a refused deposit request does.
  useEffect(() => {
    if (data?.status === 'failed') markFailedTier(data);
  }, [data]);

  if (isError)
    return (
      <p role="status" className="rounded-xl border border-line bg-panel p-4 text-sm">
        {t('deposit.status.unknown')}
      </p>
    );
  if (!data) return null;
  const amount = formatMoney(data.amount, data.currency);
  return (
    <p role="status" className={cx('flex items-center gap-3 rounded-xl border p-4 text-sm', TONE[data.status])}>
      {data.status === 'pending' && <Spinner />}
      {t(`deposit.status.${data.status}`, { amount, reason: data.failureReason ?? '' })}
    </p>
  );
}

function markFailedTier(deposit: TDepositStatus) {
  const gateway = CARD_GATEWAYS.find((g) => g === deposit.gateway);
  if (!gateway) return;
  // The bonus choice goes on as the player made it for this deposit, when the cookie still has it.
  const saved = readPaymentConfig(document.cookie);
  const same = saved?.currency === deposit.currency ? saved : undefined;
  rememberFailedGateway(gateway, {
    depositAmount: deposit.amount,
    currency: deposit.currency,
    promotionCoupon: same?.promotionCoupon ?? '',
    declineBonus: same?.declineBonus ?? true,
  });
}

/** On the page a gateway sends the player back to (?deposit=id): the deposit's progress until it is settled. */
export function DepositStatusNotice() {
  const id = useSearchParams().get('deposit');
  return id ? <DepositStatus id={id} /> : null;
}
