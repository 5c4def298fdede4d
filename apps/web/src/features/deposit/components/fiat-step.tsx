'use client';
import type { TCurrencyCode } from '@casino/contracts';
import { t } from '@/lib/i18n';
import { toApiAmount } from '../lib/amount-input';
import { updateSession, type DepositSession } from '../lib/deposit-session';
import type { FiatDeposit } from '../lib/fiat-deposit';
import type { FiatMethod } from '../lib/required-profile-fields';
import { CardTiers } from './card-tiers';
import { ChoiceButton } from './choice-button';
import { JetonPayment } from './jeton-payment';
import { MifinityPayment } from './mifinity-payment';
import { ProfileGate } from './profile-gate';
import { StepHeader } from './step-header';

const METHODS: readonly FiatMethod[] = ['card', 'jeton', 'mifinity'];

/** The fiat step (docs/product.md, Deposits and withdrawals): the methods, then the chosen one behind the profile-details check. */
export function FiatStep({ session, currency }: { session: DepositSession; currency: TCurrencyCode }) {
  const deposit: FiatDeposit = {
    amount: toApiAmount(session.amount, currency) ?? session.amount,
    currency,
    promotionCoupon: session.promotionCoupon,
    declineBonus: session.declineBonus ?? true,
  };
  const method = session.fiatMethod;
  const back = () => updateSession(method ? { fiatMethod: undefined } : { step: 'amount' });

  return (
    <div className="flex flex-col">
      <StepHeader onBack={back}>{t('deposit.summary', { amount: deposit.amount, currency })}</StepHeader>
      {method ? (
        <ProfileGate method={method}>
          {method === 'card' ? (
            <CardTiers deposit={deposit} failedGateways={session.failedGateways} />
          ) : method === 'jeton' ? (
            <JetonPayment deposit={deposit} />
          ) : (
            <MifinityPayment deposit={deposit} />
          )}
        </ProfileGate>
      ) : (
        <MethodList />
      )}
    </div>
  );
}

function MethodList() {
  return (
    <section aria-labelledby="deposit-methods" className="flex flex-col gap-3">
      <h3 id="deposit-methods" className="text-sm font-semibold text-muted">
        {t('deposit.fiat.methods')}
      </h3>
      <ul className="flex flex-col gap-2">
        {METHODS.map((method) => (
          <li key={method}>
            <ChoiceButton onClick={() => updateSession({ fiatMethod: method })} title={t(`deposit.fiat.${method}`)}>
              {t(`deposit.fiat.${method}Info`)}
            </ChoiceButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
