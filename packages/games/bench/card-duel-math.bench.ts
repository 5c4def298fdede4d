// The card duel titles' math: per title and spot the exact return (every deal of the shoe followed
// through the rules, weighted without replacement, summed as fractions) to five decimals, and beside it
// rounds played through the real engine on seeded 32-bit floats, with a 95 % confidence interval.
import { FloatSource } from '../src/fairness/float-source';
import { cardDuelFamily } from '../src/families/card-duel/card-duel';
import { cardDuelMath, outcomeCounts } from '../src/families/card-duel/rtp';
import { ratio, toNumber, toPercent } from '../src/shared/rational';
import { mulberry32 } from '../src/simulation/prng';
import { CARD_DUEL_TITLES } from '../src/families/card-duel/titles';

const ROUNDS = 1_000_000;
/** A stake of 10,000 minor units makes every win its multiple to ten-thousandths, with nothing rounded off. */
const STAKE = 10_000n;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const started = performance.now();
const rows: Record<string, string>[] = [];
for (const [index, [key, title]] of Object.entries(CARD_DUEL_TITLES).entries()) {
  const { config } = title;
  const { counts, total } = outcomeCounts(config);
  const chances = (['player', 'banker', 'tie'] as const).map((o) => `${o} ${toPercent(ratio(counts[o], total), 4)}`).join(', ');
  const spots = cardDuelMath(config);
  // One round stakes every spot at once: each spot's return is read from its own win.
  const bet = { spots: spots.map(({ spot }) => ({ spot, amount: STAKE })) };
  const next = mulberry32(0xcad + index);
  const floatsPerRound = cardDuelFamily.maxFloats(config, bet);
  const returned = spots.map(() => 0);
  const squares = spots.map(() => 0);
  const simStarted = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) {
    const floats = new FloatSource(Array.from({ length: floatsPerRound }, next));
    const { wins } = cardDuelFamily.open(config, bet, floats).steps[0]!;
    wins.forEach((win, i) => {
      const multiple = Number(win) / Number(STAKE);
      returned[i]! += multiple;
      squares[i]! += multiple * multiple;
    });
  }
  spots.forEach(({ spot, isSide, rtp }, i) => {
    const mean = returned[i]! / ROUNDS;
    const standardError = Math.sqrt((squares[i]! / ROUNDS - mean * mean) / ROUNDS);
    rows.push({
      title: key,
      spot: isSide ? `${spot} (side)` : spot,
      'exact RTP %': toPercent(rtp, 5),
      stated: title.rtp,
      'sim RTP %': (mean * 100).toFixed(3),
      '95 % CI': `${((mean - 1.96 * standardError) * 100).toFixed(3)}–${((mean + 1.96 * standardError) * 100).toFixed(3)}`,
      z: ((mean - toNumber(rtp)) / standardError).toFixed(2),
      'sim s': seconds(simStarted),
    });
  });
  console.log(`${key}: ${config.decks} deck(s); outcome chances % ${chances}`);
}
console.table(rows);
console.log(`${rows.length} spots, ${ROUNDS.toLocaleString('en')} simulated rounds per title; total ${seconds(started)} s`);
