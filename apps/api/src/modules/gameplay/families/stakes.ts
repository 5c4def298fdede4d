// What a bet stakes in all, for the bet shapes several families share.

/** A bet of one amount. */
export const amountStake = (_title: unknown, bet: unknown): bigint => (bet as { amount: bigint }).amount;

/** A bet spread over spots (roulette, card duels): the sum of their amounts. */
export const spotsStake = (_title: unknown, bet: unknown): bigint =>
  (bet as { spots: { amount: bigint }[] }).spots.reduce((sum, spot) => sum + spot.amount, 0n);
