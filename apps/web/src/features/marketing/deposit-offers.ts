/** One row of the deposit promotions of SPEC.md §9. `upToEur` splits the first deposit by amount. */
export type DepositOffer = { depositNumber: number; upToEur?: number; bonusPercent: number; freeSpins: number };

export const WELCOME_OFFER = { bonusEur: 2000, freeSpins: 200 } as const;
export const MAX_BONUS_EUR = 8000;
/** The offers apply only while the player has made fewer deposits than this. */
export const PROMOTION_DEPOSIT_LIMIT = 5;

export const DEPOSIT_OFFERS: DepositOffer[] = [
  { depositNumber: 1, upToEur: 16, bonusPercent: 50, freeSpins: 100 },
  { depositNumber: 1, upToEur: 50, bonusPercent: 125, freeSpins: 125 },
  { depositNumber: 1, upToEur: 100, bonusPercent: 200, freeSpins: 150 },
  { depositNumber: 2, bonusPercent: 150, freeSpins: 100 },
  { depositNumber: 3, bonusPercent: 100, freeSpins: 100 },
  { depositNumber: 4, bonusPercent: 100, freeSpins: 100 },
  { depositNumber: 5, bonusPercent: 200, freeSpins: 100 },
];

/** Offers grouped per deposit, in deposit order, for one card per deposit. */
export function groupOffersByDeposit(offers: DepositOffer[]): Array<{ depositNumber: number; offers: DepositOffer[] }> {
  const groups = new Map<number, DepositOffer[]>();
  for (const offer of offers) groups.set(offer.depositNumber, [...(groups.get(offer.depositNumber) ?? []), offer]);
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([depositNumber, list]) => ({ depositNumber, offers: list }));
}

/** Whole euros with thousands separators: 8000 -> "8,000". */
export function formatWholeEuros(amount: number): string {
  return new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(amount);
}
