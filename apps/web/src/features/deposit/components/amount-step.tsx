'use client';
import {
  CRYPTO_CURRENCIES,
  CURRENCIES,
  CURRENCY_CODES,
  FIAT_CURRENCIES,
  type TCurrencyCode,
  type TRateLimitResponse,
} from '@casino/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { ErrorState } from '@/components/ui/query-status';
import { useEligiblePromotions } from '@/features/promotions';
import { currencyName, useAddCurrency, useFunds } from '@/features/wallet';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useRateLimit } from '../api/get-rate-limit';
import { cleanAmountInput } from '../lib/amount-input';
import { chosenBonus, goesWithoutOffer, isBonusDeclined } from '../lib/bonus-choice';
import { couponGate } from '../lib/coupon-check';
import { checkDeposit } from '../lib/deposit-rules';
import { getSession, updateSession, type DepositSession } from '../lib/deposit-session';
import { matchingPromotion } from '../lib/matching-promotion';
import { QUICK_AMOUNTS_EUR, quickAmount } from '../lib/quick-amounts';
import { BonusChoiceField } from './bonus-choice-field';
import { BonusCodeField, checkBonusCode } from './bonus-code-field';
import { PromotionNotice } from './promotion-notice';

type StepProps = { session: DepositSession; currency: TCurrencyCode };

/** docs/product.md, Deposits and withdrawals: currency, amount, quick amounts, the minimum and promotion notices, the bonus choice, a bonus code. */
export function AmountStep({ session, currency }: StepProps) {
  const funds = useFunds();
  const limits = useRateLimit(currency);
  const eligible = useEligiblePromotions();
  const addCurrency = useAddCurrency();
  const [isAdding, setIsAdding] = useState(false);
  const [isCheckingCode, setIsCheckingCode] = useState(false);
  const messageId = useId();

  const held = funds.data?.map((fund) => fund.currency) ?? [];
  const hasWallets = funds.isSuccess && held.length > 0;
  const amount = session.amount === '' ? Number.NaN : Number(session.amount);
  const check = limits.data ? checkDeposit(amount, limits.data, hasWallets) : undefined;
  const match = check?.offer === 'promotion' ? matchingPromotion(eligible.data, amount * (limits.data?.eurRate ?? Number.NaN)) : undefined;
  const isDeclined = isBonusDeclined(session, match !== undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!check?.canContinue) return;
    // A code typed but not yet checked is checked now; one that gives nothing stops the deposit with its reason.
    const gate = couponGate(session.promotionCoupon, session.couponOffer, session.couponError);
    if (gate === 'blocked') return;
    if (gate === 'check') {
      setIsCheckingCode(true);
      const isUsable = await checkBonusCode(session.promotionCoupon);
      setIsCheckingCode(false);
      if (!isUsable) return;
    }
    if (!held.includes(currency)) {
      setIsAdding(true);
      try {
        await addCurrency.mutateAsync(currency);
      } catch {
        toast.error(t('deposit.amount.addFailed'));
        return;
      } finally {
        setIsAdding(false);
      }
    }
    updateSession({
      currency,
      step: CURRENCIES[currency].fiat ? 'fiat' : 'crypto',
      fiatMethod: undefined,
      buyProvider: undefined,
      // The payment steps send the choice as it stands: the offer only when the player picked it while shown.
      declineBonus: goesWithoutOffer(getSession(), match !== undefined),
    });
  }

  function chooseCurrency(next: TCurrencyCode) {
    if (next === currency) return;
    // An amount means something else in another currency, and failed providers were for this one.
    updateSession({ currency: next, amount: '', failedGateways: [] });
  }

  if (funds.isError) return <ErrorState message={t('deposit.amount.walletsFailed')} onRetry={() => void funds.refetch()} />;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <CurrencySelect currency={currency} held={held} onChange={chooseCurrency} />

      <div className="flex flex-col gap-3">
        <TextField
          label={t('deposit.amount.amount')}
          inputMode={CURRENCIES[currency].subunits_to_unit === 1 ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={session.amount}
          onChange={(event) => updateSession({ amount: cleanAmountInput(event.target.value, currency) })}
          aria-describedby={messageId}
          className="text-lg font-semibold"
        />
        {limits.data && <QuickAmounts currency={currency} limits={limits.data} selected={session.amount} />}
      </div>

      <div id={messageId} aria-live="polite">
        {limits.isError ? (
          <ErrorState message={t('deposit.amount.limitsFailed', { currency })} onRetry={() => void limits.refetch()} />
        ) : check?.offer === 'below-minimum' ? (
          <p className="text-sm font-medium text-gold">{t('deposit.amount.minimum', { n: check.minimumEur })}</p>
        ) : check ? (
          <PromotionNotice match={match} />
        ) : null}
      </div>

      {match && <BonusChoiceField event={match.displayName} chosen={chosenBonus(session)} />}

      {!isDeclined && <BonusCodeField session={session} />}

      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!check?.canContinue}
        isBusy={isAdding || isCheckingCode || funds.isPending || limits.isPending}
      >
        {t('deposit.amount.continue')}
      </Button>
    </form>
  );
}

function CurrencySelect({
  currency,
  held,
  onChange,
}: {
  currency: TCurrencyCode;
  held: TCurrencyCode[];
  onChange: (code: TCurrencyCode) => void;
}) {
  const order: readonly TCurrencyCode[] = CURRENCY_CODES;
  const isHeld = (code: TCurrencyCode) => held.includes(code);
  // The current choice stays listed while the wallets load.
  const own = [...new Set([...held, ...(held.length === 0 ? [currency] : [])])].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const option = (code: TCurrencyCode) => (
    <option key={code} value={code}>
      {t('deposit.amount.option', { code, name: currencyName(code) })}
    </option>
  );
  return (
    <SelectField label={t('deposit.amount.currency')} value={currency} onChange={(event) => onChange(event.target.value as TCurrencyCode)}>
      <optgroup label={t('deposit.amount.yourWallets')}>{own.map(option)}</optgroup>
      <optgroup label={t('deposit.amount.addFiat')}>{FIAT_CURRENCIES.filter((c) => !isHeld(c) && !own.includes(c)).map(option)}</optgroup>
      <optgroup label={t('deposit.amount.addCrypto')}>
        {CRYPTO_CURRENCIES.filter((c) => !isHeld(c) && !own.includes(c)).map(option)}
      </optgroup>
    </SelectField>
  );
}

function QuickAmounts({ currency, limits, selected }: { currency: TCurrencyCode; limits: TRateLimitResponse; selected: string }) {
  return (
    <div role="group" aria-label={t('deposit.amount.quickAmounts')} className="grid grid-cols-3 gap-2">
      {QUICK_AMOUNTS_EUR.map((eur) => {
        const amount = quickAmount(eur, limits.eurRate, currency);
        const isSelected = amount === selected;
        return (
          <button
            key={eur}
            type="button"
            aria-pressed={isSelected}
            onClick={() => updateSession({ amount })}
            className={cx(
              'flex min-h-12 flex-col items-center justify-center rounded-lg border px-2 py-1.5 text-sm font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-2',
              isSelected ? 'border-accent-2 bg-accent/20 text-white' : 'border-line bg-panel-2 text-white hover:border-accent-2',
            )}
          >
            <span className="max-w-full truncate">
              {amount} {currency}
            </span>
            {currency !== 'EUR' && <span className="text-xs font-normal text-muted">{t('deposit.amount.aboutEur', { eur })}</span>}
          </button>
        );
      })}
    </div>
  );
}
