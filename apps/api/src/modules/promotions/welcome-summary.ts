import type { TWelcomeOfferSummary } from '@casino/contracts';
import { toMajorUnits } from '../../lib/money';
import type { SpendOrder, WelcomeOffer } from './settings';
import { cappedBonus } from './tiers';

const eur = (cents: bigint) => toMajorUnits(cents, 'EUR');

/**
 * The welcome offer as the public pages advertise it, worked out from the operator's file: per deposit the
 * largest bonus (a band without an upper bound reaches the cap; a bounded one at most percent × its bound) and
 * the most free spins, and their sums. Bands entirely below the promotion minimum are left out, as the eligible
 * promotions leave them out. The stake's spend order comes along for the bonus terms.
 */
export function summarizeWelcomeOffer(offer: WelcomeOffer, spendOrder: SpendOrder): TWelcomeOfferSummary {
  const cap = offer.maximumBonusEurCents;
  const deposits = offer.deposits.map((deposit) => {
    let minimum = offer.minimumDepositEurCents;
    const tiers = [];
    let maximumBonus = 0n;
    let freeSpins = 0;
    for (const tier of deposit.tiers) {
      if (tier.upToEurCents !== null && tier.upToEurCents < minimum) continue;
      const bonus =
        tier.upToEurCents === null ? (tier.bonusPercent > 0 ? cap : 0n) : cappedBonus(tier.upToEurCents, tier.bonusPercent, cap);
      if (bonus > maximumBonus) maximumBonus = bonus;
      if (tier.freeSpins > freeSpins) freeSpins = tier.freeSpins;
      tiers.push({
        id: tier.id,
        minimumEur: eur(minimum),
        maximumEur: tier.upToEurCents === null ? null : eur(tier.upToEurCents),
        bonusPercent: tier.bonusPercent,
        freeSpins: tier.freeSpins,
      });
      if (tier.upToEurCents !== null) minimum = tier.upToEurCents + 1n;
    }
    return { depositNumber: deposit.depositNumber, displayName: deposit.displayName, maximumBonusEurCents: maximumBonus, freeSpins, tiers };
  });
  return {
    totalMaximumBonusEur: eur(deposits.reduce((sum, d) => sum + d.maximumBonusEurCents, 0n)),
    totalFreeSpins: deposits.reduce((sum, d) => sum + d.freeSpins, 0),
    maximumBonusPerDepositEur: eur(cap),
    topBonusPercent: Math.max(0, ...deposits.flatMap((d) => d.tiers.map((t) => t.bonusPercent))),
    minimumDepositEur: eur(offer.minimumDepositEurCents),
    depositLimit: Math.max(1, ...offer.deposits.map((d) => d.depositNumber)),
    deposits: deposits.map(({ maximumBonusEurCents, ...rest }) => ({ ...rest, maximumBonusEur: eur(maximumBonusEurCents) })),
    spendOrder,
  };
}
