'use client';
import { CARD_TIERS, type TCardGateway } from '@casino/contracts';
import { useEffect, useRef, useState } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/query-status';
import { t } from '@/lib/i18n';
import { useCardDeposit } from '../api/create-card-deposit';
import { usePaymentGateways } from '../api/get-payment-gateways';
import { rememberFailedGateway } from '../lib/failed-gateway';
import { bonusRequestFields } from '../lib/bonus-choice';
import { depositRefusal, isProviderFailure } from '../lib/deposit-refusal';
import type { FiatDeposit } from '../lib/fiat-deposit';
import { ChoiceButton } from './choice-button';

/** docs/product.md, Numbers: the card gateway's page opens this long after it is known. */
const REDIRECT_DELAY_MS = 500;

/**
 * docs/product.md, Deposits and withdrawals: the card tiers the server lists; a failed one is marked and remembered for 20
 * minutes. A refusal the player can act on (a limit reached, a tier closed to them) is shown in the API's words.
 */
export function CardTiers({ deposit, failedGateways }: { deposit: FiatDeposit; failedGateways: TCardGateway[] }) {
  const gateways = usePaymentGateways();
  const cardDeposit = useCardDeposit();
  const [paying, setPaying] = useState<TCardGateway>();
  const [isRedirecting, setIsRedirecting] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  if (gateways.isPending) return <LoadingState label={t('deposit.fiat.preparing')} />;
  if (gateways.isError) return <ErrorState message={t('deposit.fiat.gatewaysFailed')} onRetry={() => void gateways.refetch()} />;
  const tiers = CARD_TIERS.filter(({ gateway }) => gateways.data.includes(gateway));

  async function pay(gateway: TCardGateway) {
    setPaying(gateway);
    setRefusal(undefined);
    try {
      const { redirectUrl } = await cardDeposit.mutateAsync({
        gateway,
        amount: deposit.amount,
        currency: deposit.currency,
        promotionCoupon: deposit.promotionCoupon || undefined,
        ...bonusRequestFields(deposit),
      });
      setIsRedirecting(true);
      redirectTimer.current = setTimeout(() => window.location.assign(redirectUrl), REDIRECT_DELAY_MS);
    } catch (error) {
      setRefusal(depositRefusal(error));
      if (isProviderFailure(error)) rememberFailure(gateway, deposit);
      setPaying(undefined);
    }
  }

  return (
    <section aria-labelledby="deposit-tiers" className="flex flex-col gap-3">
      <h3 id="deposit-tiers" className="text-sm font-semibold text-muted">
        {t('deposit.fiat.tiers')}
      </h3>
      {tiers.length === 0 ? (
        <p className="rounded-lg bg-panel-2 px-4 py-3 text-sm">{t('deposit.fiat.noTiers')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {tiers.map(({ tier, gateway }) => {
            const hasFailed = failedGateways.includes(gateway);
            return (
              <li key={gateway} className="flex flex-col gap-1.5">
                <ChoiceButton
                  title={
                    <>
                      {t(`deposit.fiat.tier.${tier}`)}
                      {hasFailed && <span className="font-normal text-danger"> {t('deposit.fiat.tierFailed')}</span>}
                    </>
                  }
                  onClick={() => void pay(gateway)}
                  isBusy={paying === gateway}
                  disabled={paying !== undefined || isRedirecting}
                >
                  {[t('deposit.fiat.tierFee'), t('deposit.fiat.tierInstant'), t('deposit.fiat.tierNoVerification')].join(' · ')}
                </ChoiceButton>
                {hasFailed && <p className="px-1 text-xs text-muted">{t('deposit.fiat.tierFailedNote')}</p>}
              </li>
            );
          })}
        </ul>
      )}
      {refusal && (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2.5 text-sm text-white">
          {refusal}
        </p>
      )}
      {isRedirecting && (
        <p role="status" className="text-sm text-muted">
          {t('deposit.fiat.redirecting')}
        </p>
      )}
    </section>
  );
}

/** The deposit request failed: the tier is marked, the deposit kept for a reload. */
function rememberFailure(gateway: TCardGateway, deposit: FiatDeposit) {
  rememberFailedGateway(gateway, {
    depositAmount: deposit.amount,
    currency: deposit.currency,
    promotionCoupon: deposit.promotionCoupon,
    declineBonus: deposit.declineBonus,
  });
}
