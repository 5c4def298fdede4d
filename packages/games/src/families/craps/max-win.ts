import { MAX_ROLLS, oddsPay, type CrapsConfig, type Pay } from './craps';
import { HARDWAYS, POINTS } from './points';

/**
 * An upper bound. Every bet at the largest stake paid at its top pay in one round: the line bet even money,
 * the most odds at true odds (largest where the multiple times the pay is), the field's top pay, every place
 * bet and every hardway; and a come and a don't come bet put down before each roll after the come-out, of
 * which at most one of the two wins (they stand on the same number), so at most 2 × the stake back for each
 * pair. No round wins all of them (a come-out 12 pays the field but ends the round), so the figure is safe,
 * not exact.
 */
export function crapsMaxWin(config: CrapsConfig): bigint {
  const { maxBet } = config.limits;
  const paid = (stake: bigint, [num, den]: Pay) => stake + (stake * BigInt(num)) / BigInt(den);
  const odds = POINTS.map((point) => paid(maxBet * BigInt(config.oddsMultiple[point]), oddsPay('pass', point))).reduce((a, b) =>
    a > b ? a : b,
  );
  const field = paid(maxBet, [Math.max(1, config.field.two, config.field.twelve), 1]);
  const place = POINTS.reduce((sum, point) => sum + paid(maxBet, config.place[point]), 0n);
  const hardways = HARDWAYS.reduce((sum, point) => sum + paid(maxBet, config.hardways[point]), 0n);
  const come = BigInt(MAX_ROLLS - 1) * 2n * maxBet;
  return 2n * maxBet + odds + field + place + hardways + come;
}
