import type { TWelcomeOfferSummary } from '@casino/contracts';

/**
 * A EUR amount of the welcome offer for a headline: whole euros with thousands separators ("40000.00" →
 * "40,000"), cents only when there are some ("16.50"). Worked on the decimal string, as the API sends it.
 */
export function formatEurFigure(amount: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return amount;
  const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (match[2] ?? '').padEnd(2, '0').slice(0, 2);
  return cents === '00' ? whole : `${whole}.${cents}`;
}

/**
 * The values every welcome text is filled with ("{amount} EUR + {spins} free spins"), from the operator's offer
 * (GET /promotion/welcome), so the hero, the promotions page, the sign-up dialog and the descriptions agree.
 */
export function welcomeTextValues(offer: TWelcomeOfferSummary) {
  return {
    amount: formatEurFigure(offer.totalMaximumBonusEur),
    spins: offer.totalFreeSpins,
    percent: offer.topBonusPercent,
    max: formatEurFigure(offer.maximumBonusPerDepositEur),
    count: offer.deposits.length,
    limit: offer.depositLimit,
  };
}
