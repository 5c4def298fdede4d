'use client';
import type { TWithdrawalAddress, TWithdrawalSecurity } from '@casino/contracts';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { formatDateTime } from '@/lib/format-date-time';
import { t } from '@/lib/i18n';
import { confirm } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { useRemoveWithdrawalAddress, useSetAllowList, useWithdrawalSecurity } from '../api/withdrawal-security';
import { AddAddressForm } from './add-address-form';

/**
 * The allow-list of crypto withdrawal addresses: each one usable 24 hours after it was added, removed at once; the
 * list itself switched on at once, or off 24 hours after the player asks.
 */
export function WithdrawalAddresses() {
  const security = useWithdrawalSecurity();
  return (
    <section aria-labelledby="addresses-heading" className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-4 sm:p-6">
      <div>
        <h2 id="addresses-heading" className="text-lg font-bold">
          {t('wallet.addresses.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('wallet.addresses.intro')}</p>
      </div>
      {security.isPending ? (
        <LoadingState label={t('wallet.addresses.loading')} />
      ) : security.isError ? (
        <ErrorState message={t('wallet.addresses.loadFailed')} onRetry={() => void security.refetch()} />
      ) : (
        <>
          <AddressList addresses={security.data.addresses} />
          <AddAddressForm />
          <AllowListSwitch allowList={security.data.allowList} />
        </>
      )}
    </section>
  );
}

function AddressList({ addresses }: { addresses: TWithdrawalAddress[] }) {
  const remove = useRemoveWithdrawalAddress();
  if (addresses.length === 0) return <p className="text-sm text-muted">{t('wallet.addresses.empty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line rounded-xl border border-line" aria-label={t('wallet.addresses.title')}>
      {addresses.map((a) => {
        return (
          <li key={a.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 flex-col gap-1">
              <span className="text-sm font-semibold">
                {a.currency}
                {a.destinationTag !== undefined && (
                  <span className="ml-2 text-muted">{t('wallet.addresses.tag', { tag: a.destinationTag })}</span>
                )}
              </span>
              <code className="font-mono text-sm break-all">{a.address}</code>
              <span className={a.isUsable ? 'text-xs text-emerald-400' : 'text-xs text-gold'}>
                {a.isUsable ? t('wallet.addresses.usable') : t('wallet.addresses.pending', { date: formatDateTime(a.usableAt) })}
              </span>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={remove.isPending}
              aria-label={`${t('wallet.addresses.remove')} ${a.currency} ${a.address}`}
              onClick={() =>
                confirm({
                  description: t('wallet.addresses.removeConfirm', { currency: a.currency }),
                  approveLabel: t('wallet.addresses.remove'),
                  onApprove: () =>
                    remove.mutateAsync(a.id).then(
                      () => void toast.success(t('wallet.addresses.removed')),
                      (err: Error) => void toast.error(err.message),
                    ),
                })
              }
            >
              {t('wallet.addresses.remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function AllowListSwitch({ allowList }: { allowList: TWithdrawalSecurity['allowList'] }) {
  const set = useSetAllowList();
  const save = (on: boolean) =>
    set.mutate(on, {
      onSuccess: () => toast.success(t('wallet.addresses.switched')),
      onError: (err) => toast.error(t('wallet.addresses.switchFailed'), { description: err.message }),
    });
  const isSwitchingOff = allowList.on && allowList.offFrom !== null;
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm" role="status">
        {!allowList.on
          ? t('wallet.addresses.listOff')
          : isSwitchingOff
            ? t('wallet.addresses.listSwitchingOff', { date: formatDateTime(allowList.offFrom!) })
            : t('wallet.addresses.listOn')}
      </p>
      {allowList.on && !isSwitchingOff ? (
        <Button
          variant="secondary"
          isBusy={set.isPending}
          onClick={() =>
            confirm({
              description: t('wallet.addresses.switchOffConfirm'),
              approveLabel: t('wallet.addresses.switchOff'),
              onApprove: () => save(false),
            })
          }
        >
          {t('wallet.addresses.switchOff')}
        </Button>
      ) : (
        <Button isBusy={set.isPending} onClick={() => save(true)}>
          {t(isSwitchingOff ? 'wallet.addresses.keepOn' : 'wallet.addresses.switchOn')}
        </Button>
      )}
    </div>
  );
}
