import type { TStaffCoupon } from '@casino/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/loading';
import { Table, Td, Th } from '@/components/ui/table';
import { formatUtc } from '@/lib/format-time';
import { t } from '@/lib/i18n';
import { useDisableCoupon } from '../api/disable-coupon';
import { useCoupons } from '../api/list-coupons';
import { couponOffer, couponUses, isDisableable } from '../lib/coupon-terms';

const STATUS_TONE = { active: 'ok', scheduled: 'info', expired: 'neutral', 'used-up': 'neutral', disabled: 'warn' } as const;

function DisableCouponDialog({ coupon, onClose }: { coupon: TStaffCoupon; onClose: () => void }) {
  const disable = useDisableCoupon();
  return (
    <ConfirmDialog
      title={t('bonuses.coupons.disableTitle', { code: coupon.code })}
      confirmLabel={t('bonuses.coupons.disable')}
      cancelLabel={t('common.cancel')}
      isBusy={disable.isPending}
      onCancel={onClose}
      onConfirm={() => disable.mutate(coupon.code, { onSettled: onClose })}
    >
      {t('bonuses.coupons.disableText', { name: coupon.name })}
    </ConfirmDialog>
  );
}

/** Every bonus code with what it gives and its use; one players can still use may be disabled, after a confirmation. */
export function CouponsTable() {
  const coupons = useCoupons();
  const disable = useDisableCoupon();
  const [disabling, setDisabling] = useState<TStaffCoupon | null>(null);
  if (coupons.isPending) return <Loading label={t('common.loading')} />;
  if (coupons.isError) return <Alert>{coupons.error.message}</Alert>;
  if (coupons.data.items.length === 0) return <p className="text-sm text-ink-soft">{t('bonuses.coupons.none')}</p>;
  return (
    <>
      {disable.isError && <Alert>{disable.error.message}</Alert>}
      <Table label={t('bonuses.coupons.tableLabel')} minWidth="60rem">
        <thead>
          <tr>
            <Th>{t('bonuses.coupons.code')}</Th>
            <Th>{t('bonuses.coupons.kind')}</Th>
            <Th>{t('bonuses.coupons.offer')}</Th>
            <Th>{t('bonuses.coupons.uses')}</Th>
            <Th>{t('bonuses.coupons.validFrom')}</Th>
            <Th>{t('bonuses.coupons.validUntil')}</Th>
            <Th>{t('bonuses.coupons.status')}</Th>
            <Th>
              <span className="sr-only">{t('bonuses.coupons.actions')}</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {coupons.data.items.map((c) => (
            <tr key={c.code}>
              <Td className="font-mono font-medium text-ink">
                {c.code}
                <p className="font-sans text-xs font-normal text-ink-soft">{c.name}</p>
              </Td>
              <Td>{t(`bonuses.coupons.kinds.${c.kind}`)}</Td>
              <Td>{couponOffer(c)}</Td>
              <Td className="whitespace-nowrap">{couponUses(c)}</Td>
              <Td className="whitespace-nowrap">{c.validFrom ? formatUtc(c.validFrom) : t('bonuses.coupons.fromCreation')}</Td>
              <Td className="whitespace-nowrap">{c.validUntil ? formatUtc(c.validUntil) : t('bonuses.coupons.noEnd')}</Td>
              <Td>
                <Badge tone={STATUS_TONE[c.status]}>{t(`bonuses.coupons.statuses.${c.status}`)}</Badge>
              </Td>
              <Td className="text-right">
                {isDisableable(c) && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setDisabling(c)}
                    aria-label={t('bonuses.coupons.disableLabel', { code: c.code })}
                  >
                    {t('bonuses.coupons.disable')}
                  </Button>
                )}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {disabling && <DisableCouponDialog coupon={disabling} onClose={() => setDisabling(null)} />}
    </>
  );
}
