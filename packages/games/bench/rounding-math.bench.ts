// What rounding wins down to the minor unit leaves of each title's return, at every stake below the
// rounding-free bound (from there every bet is within 0.1 pp): per stake, how many of the title's bets the
// server takes there and the lowest return among them, in percent. A stake is a count of minor units, so
// the figures hold in every currency. Titles that pay whole multiples of the stake are not listed. A virtual
// sports title's bets are the distinct selections of every field it can draw (a price and its chances).
import { isPaidInFull, MAX_ROUNDING_LOSS_PP, ROUNDING_FREE_STAKE, roundingLoss, type Payout } from '../src/shared/rounding';
import { TITLES } from '../src/titles/index';
import { roundingBets } from '../src/titles/rounding';
import { stakeLimitsOf } from '../src/titles/stake-limits';

const exact = (payouts: readonly Payout[]) => 100 * payouts.reduce((sum, { chance, num, den }) => sum + (chance * num) / den, 0);
const PER_LINE = 8;

const seen = new Set<string>();
for (const [key, title] of Object.entries(TITLES)) {
  const bets = [...roundingBets(title)];
  if (bets.length === 0) continue;
  const config = JSON.stringify([title.family, title.config], (_, value: unknown) => (typeof value === 'bigint' ? `${value}` : value));
  if (seen.has(config)) {
    console.log(`\n${key}: as the title above (same configuration)`);
    continue;
  }
  seen.add(config);
  let worstLoss = 0;
  const cells: string[] = [];
  for (let stake = stakeLimitsOf(title).minBet; stake < ROUNDING_FREE_STAKE; stake += 1n) {
    const taken = bets.filter((ways) => isPaidInFull(() => ways, stake));
    let lowest = Infinity;
    for (const ways of taken)
      for (const way of ways) {
        const loss = roundingLoss(way, stake);
        worstLoss = Math.max(worstLoss, loss);
        lowest = Math.min(lowest, exact(way) - loss);
      }
    cells.push(
      `${String(stake).padStart(4)}: ${taken.length === 0 ? '   none' : `${lowest.toFixed(3).padStart(7)} ${String(taken.length).padStart(5)}/${bets.length}`}`,
    );
  }
  console.log(`\n${key} (${title.family}, states ${title.rtp} %): stake: lowest return of the bets taken, bets taken / bets`);
  for (let i = 0; i < cells.length; i += PER_LINE) console.log(cells.slice(i, i + PER_LINE).join('  '));
  console.log(`largest rounding loss of a bet taken: ${worstLoss.toFixed(4)} pp (bound ${MAX_ROUNDING_LOSS_PP} pp)`);
}
