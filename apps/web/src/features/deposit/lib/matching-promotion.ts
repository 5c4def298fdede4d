import type { TEligiblePromotions, TPromotionConfig } from '@casino/contracts';
import { roundFloat } from './deposit-rules';

export type MatchingPromotion = { eventName: string; displayName: string; config: TPromotionConfig };

/**
 * The promotion a deposit worth `amountEur` earns: the first event the player is eligible for (the next
 * deposit's), and its tier whose EUR range holds the amount. The server decides the grant; this says what
 * to expect. NO DEPOSIT offers are not deposit offers.
 */
export function matchingPromotion(eligible: TEligiblePromotions | undefined, amountEur: number): MatchingPromotion | undefined {
  if (!eligible?.eligible || !Number.isFinite(amountEur)) return undefined;
  const worth = roundFloat(amountEur);
  const event = eligible.events.find((e) => e.info.displayName !== 'NO DEPOSIT');
  const promotion = event?.promotions.find(({ config: { depositRange } }) => {
    const isAboveMinimum = worth >= Number(depositRange.minimumEur);
    return isAboveMinimum && (depositRange.maximumEur === null || worth <= Number(depositRange.maximumEur));
  });
  return event && promotion
    ? { eventName: event.info.eventName, displayName: event.info.displayName, config: promotion.config }
    : undefined;
}
