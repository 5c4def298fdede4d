import type { Title } from '@casino/games';

// The operator's promotions as the API uses them (apps/api/data/promotions.json, checked by config.ts).
// EUR amounts are cents: bands and caps are compared and multiplied as integers, never as floats.

export type WelcomeTier = {
  id: string;
  /** The tier covers deposits worth more than the previous tier's bound, up to this one inclusive; null: no bound. */
  upToEurCents: bigint | null;
  bonusPercent: number;
  freeSpins: number;
};

/** The offer on a player's n-th deposit (docs/product.md, Promotions: deposits 1 to 5). */
export type WelcomeDeposit = {
  depositNumber: number;
  displayName: string;
  eventName: string;
  tiers: WelcomeTier[];
};

export type WelcomeOffer = {
  maximumBonusEurCents: bigint;
  /** PROMOTION_MIN_EUR: a smaller deposit gets no offer (the deposit dialog says so). */
  minimumDepositEurCents: bigint;
  /** Sorted by deposit number. */
  deposits: WelcomeDeposit[];
};

/** Which money a stake takes first while the player has bonus money (decision 023); the rest comes from the other. */
export type SpendOrder = 'real-first' | 'bonus-first';

/** A loyalty level: reached once a player's real-money stakes are worth at least `minimumWageredEurCents`. */
export type LoyaltyLevelSetting = { level: number; name: string; minimumWageredEurCents: bigint };

export type PromotionSettings = {
  welcome: WelcomeOffer;
  // Read by the wagering slice (bets, conversion, expiry); stored on each grant where it decides its terms.
  wagering: {
    multiplier: number;
    maximumBetEurCents: bigint;
    validityDays: number;
    contributionPercent: Record<Title['family'], number>;
    spendOrder: SpendOrder;
  };
  /** Free spins (decision 025): played on `games[0]`, each worth the spin value converted to the player's currency. */
  freeSpins: { games: string[]; spinValueEurCents: bigint; validityDays: number };
  /** The sign-up offer of free spins, or null when the operator offers none. */
  noDeposit: {
    displayName: string;
    freeSpins: number;
    validityDays: number;
    /** Winnings of these spins held until a deposit worth this much, then released with the extra percent; null: none. */
    winUnlock: { depositAmountEurCents: bigint; extraBonusPercent: number } | null;
  } | null;
  /** Rising; the first starts at 0 EUR, and its level number is 1. */
  loyaltyLevels: LoyaltyLevelSetting[];
};
