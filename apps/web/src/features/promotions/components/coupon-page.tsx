'use client';
import { PROMOTION_COUPON_MAX_LENGTH, type TCouponValidationResponse } from '@casino/contracts';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { t } from '@/lib/i18n';
import { openModal } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { useRedeemCoupon, useValidateCoupon } from '../api/coupons';
import { apiReason } from '../lib/api-reason';
import { bonusCodeError, cleanBonusCode } from '../lib/bonus-code';
import { couponOfferLines } from '../lib/coupon-offer';
import { formatDateTime } from '@/lib/format-date-time';
import { PENDING_PROMOTIONS_PATH } from '../lib/notification-entries';
import { PageIntro } from './page-intro';

/** The API's reason a code gives nothing (unknown, used up, expired), or the generic failure. */
const reasonOf = (err: unknown): string => apiReason(err) ?? t('promotions.failed');

/**
 * /profile/casino-promotions/coupon: a bonus code is checked first, so the player sees what it gives; then it
 * is redeemed (it waits among the pending promotions) or, when it needs a deposit, taken into the deposit dialog.
 */
export function CouponPage() {
  const router = useRouter();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [offer, setOffer] = useState<TCouponValidationResponse>();
  const validate = useValidateCoupon();
  const redeem = useRedeemCoupon();

  function check(event: FormEvent) {
    event.preventDefault();
    const problem = bonusCodeError(code);
    setError(problem);
    setOffer(undefined);
    if (problem) return;
    validate.mutate(code, { onSuccess: setOffer, onError: (err) => setError(reasonOf(err)) });
  }

  function redeemCode(couponName: string) {
    redeem.mutate(couponName, {
      onSuccess: (promotion) => {
        toast.success(t('promotions.coupon.redeemed', { name: promotion.displayName }));
        router.push(PENDING_PROMOTIONS_PATH);
      },
      onError: (err) => setError(reasonOf(err)),
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t('promotions.coupon.title')} intro={t('promotions.coupon.intro')} />
      <section aria-labelledby="coupon-form-heading" className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-4 sm:p-6">
        <h2 id="coupon-form-heading" className="sr-only">
          {t('promotions.coupon.formTitle')}
        </h2>
        <form noValidate onSubmit={check} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex-1">
            <TextField
              label={t('promotions.coupon.label')}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              maxLength={PROMOTION_COUPON_MAX_LENGTH}
              placeholder={t('promotions.coupon.placeholder')}
              value={code}
              error={error}
              onChange={(event) => {
                setCode(cleanBonusCode(event.target.value));
                setError(undefined);
                setOffer(undefined);
              }}
            />
          </div>
          <Button type="submit" isBusy={validate.isPending} className="sm:mt-7">
            {t('promotions.coupon.check')}
          </Button>
        </form>
        {offer && <CouponOffer offer={offer} isRedeeming={redeem.isPending} onRedeem={() => redeemCode(offer.couponName)} />}
      </section>
    </div>
  );
}

function CouponOffer({ offer, isRedeeming, onRedeem }: { offer: TCouponValidationResponse; isRedeeming: boolean; onRedeem: () => void }) {
  return (
    <div role="status" data-testid="coupon-offer" className="flex flex-col gap-4 rounded-xl border border-accent/50 bg-accent/10 p-4">
      <div>
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">{t('promotions.coupon.valid')}</p>
        <p className="mt-1 text-lg font-bold break-words">{offer.displayName}</p>
      </div>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        {couponOfferLines(offer).map((line) => (
          <li key={line.key}>{t(line.labelKey, line.vars)}</li>
        ))}
      </ul>
      {offer.expiresAt && <p className="text-xs text-muted">{t('promotions.coupon.expires', { date: formatDateTime(offer.expiresAt) })}</p>}
      {offer.requiresDeposit ? (
        <Button onClick={() => openModal('deposit', { promotionCoupon: offer.couponName })} className="sm:self-start">
          {t('promotions.coupon.depositWithCode')}
        </Button>
      ) : (
        <Button onClick={onRedeem} isBusy={isRedeeming} className="sm:self-start">
          {t('promotions.coupon.redeem')}
        </Button>
      )}
    </div>
  );
}
