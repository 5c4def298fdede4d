'use client';
import { PROMOTION_COUPON_MAX_LENGTH } from '@casino/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { apiReason, bonusCodeError, cleanBonusCode, couponOfferLines, validateCoupon } from '@/features/promotions';
import { t } from '@/lib/i18n';
import { getSession, updateSession, type DepositSession } from '../lib/deposit-session';

/**
 * Checks the code typed with the API and keeps the answer in the session: what it gives, or why it cannot be
 * used. True when the code may go with the deposit.
 */
export async function checkBonusCode(code: string): Promise<boolean> {
  const problem = bonusCodeError(code);
  if (problem) {
    updateSession({ couponError: problem, couponOffer: undefined });
    return false;
  }
  const isCurrent = () => getSession().promotionCoupon === code;
  try {
    const offer = await validateCoupon(code);
    // A code redeemed on its own gives nothing with a deposit (the deposit keeps the welcome offer): said here,
    // before the player pays believing otherwise.
    if (!offer.requiresDeposit) {
      if (isCurrent()) updateSession({ couponError: t('deposit.amount.bonusCodeNotForDeposit'), couponOffer: undefined });
      return false;
    }
    // The player may have typed on meanwhile: an answer for an older code is dropped.
    if (isCurrent()) updateSession({ couponOffer: offer, couponError: undefined });
    return true;
  } catch (err) {
    if (isCurrent()) updateSession({ couponError: apiReason(err) ?? t('deposit.amount.bonusCodeFailed'), couponOffer: undefined });
    return false;
  }
}

/** docs/product.md, Promotions: "I have a bonus code" shows a numeric field; Apply checks the code and says what it gives. */
export function BonusCodeField({ session }: { session: DepositSession }) {
  const couponId = useId();
  const [isChecking, setIsChecking] = useState(false);

  async function apply() {
    setIsChecking(true);
    try {
      await checkBonusCode(session.promotionCoupon);
    } finally {
      setIsChecking(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        aria-expanded={session.isCouponShown}
        aria-controls={couponId}
        onClick={() =>
          // Hiding the field drops the code: a deposit never carries a code the player cannot see.
          updateSession(
            session.isCouponShown
              ? { isCouponShown: false, promotionCoupon: '', couponOffer: undefined, couponError: undefined }
              : { isCouponShown: true },
          )
        }
        className="self-start text-sm font-semibold text-accent-2 underline-offset-4 hover:underline"
      >
        {t(session.isCouponShown ? 'deposit.amount.bonusCodeHide' : 'deposit.amount.bonusCodeToggle')}
      </button>
      <div id={couponId} hidden={!session.isCouponShown}>
        {session.isCouponShown && (
          <div className="flex flex-col gap-2">
            <div className="flex items-start gap-2">
              <div className="flex-1">
                <TextField
                  label={t('deposit.amount.bonusCode')}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  maxLength={PROMOTION_COUPON_MAX_LENGTH}
                  placeholder={t('deposit.amount.bonusCodeHint')}
                  value={session.promotionCoupon}
                  error={session.couponError}
                  onChange={(event) =>
                    updateSession({ promotionCoupon: cleanBonusCode(event.target.value), couponOffer: undefined, couponError: undefined })
                  }
                />
              </div>
              <Button
                variant="secondary"
                className="mt-7"
                onClick={() => void apply()}
                isBusy={isChecking}
                disabled={session.promotionCoupon === ''}
              >
                {t('deposit.amount.bonusCodeApply')}
              </Button>
            </div>
            {session.couponOffer && (
              <div role="status" className="rounded-lg border border-accent/50 bg-accent/10 px-4 py-3 text-sm">
                <p className="font-semibold">{t('deposit.amount.bonusCodeValid', { name: session.couponOffer.displayName })}</p>
                <ul className="mt-1 list-disc pl-5 text-white/90">
                  {couponOfferLines(session.couponOffer).map((line) => (
                    <li key={line.key}>{t(line.labelKey, line.vars)}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
