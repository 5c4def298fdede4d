// Velvet Blackjack's math: the exact return of basic strategy on an infinite shoe (a finite recursion over
// the card probabilities, rtp.ts) beside rounds played with that strategy through the real six-deck engine
// on seeded 32-bit floats, with the 95 % confidence interval. Per unit of the opening bet, as the industry
// states it; doubles, splits and insurance add to what is risked, not to the unit. BLACKJACK_ROUNDS changes
// the count (10,000,000 by default).
import { FloatSource } from '../src/fairness/float-source';
import { blackjackFamily, MAX_CARDS, type BlackjackState, type BlackjackTable } from '../src/families/blackjack/blackjack';
import { valueOfCode } from '../src/families/blackjack/hand';
import { blackjackMath, decide, strategyFor } from '../src/families/blackjack/rtp';
import { mulberry32 } from '../src/simulation/prng';

const ROUNDS = Number(process.env.BLACKJACK_ROUNDS ?? 10_000_000);
const UNIT = 2n; // the smallest bet that pays a blackjack's 3:2 whole
const config = { limits: { minBet: UNIT, maxBet: UNIT } };
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2);

const exactStarted = performance.now();
const math = blackjackMath();
const strategies = new Map([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((up) => [up, strategyFor(up)]));
const exactSeconds = seconds(exactStarted);

/** Basic strategy's decision for the active hand; insurance is always declined. */
function play(state: BlackjackState): BlackjackState {
  const table = state.steps.at(-1) as BlackjackTable;
  if (table.phase === 'insurance') return blackjackFamily.act!(config, state, { kind: 'insurance', take: false });
  const hand = table.hands[table.active!]!;
  const values = hand.cards.map(valueOfCode);
  const hard = values.reduce((sum, value) => sum + value, 0);
  const isPair = values.length === 2 && values[0] === values[1] && !hand.isSplitAces && table.hands.length < 4;
  const decision = decide(
    strategies.get(valueOfCode(table.dealer[0]!))!,
    { hard, hasAce: values.includes(1) },
    { canDouble: values.length === 2, canSplitValue: isPair ? values[0]! : null },
  );
  return blackjackFamily.act!(config, state, { kind: decision });
}

const next = mulberry32(0xb1ac);
const sums = { net: 0, squares: 0, hands: 0, doubled: 0, splits: 0 };
const simStarted = performance.now();
for (let round = 0; round < ROUNDS; round += 1) {
  let state = blackjackFamily.open(config, { amount: UNIT }, new FloatSource(Array.from({ length: MAX_CARDS }, next)));
  while (!state.isFinished) state = play(state);
  const net = Number(state.win - state.stake) / Number(UNIT);
  sums.net += net;
  sums.squares += net * net;
  const table = state.steps.at(-1) as BlackjackTable;
  sums.hands += table.hands.length;
  sums.splits += table.hands.length - 1;
  sums.doubled += table.hands.filter((hand) => hand.isDoubled).length;
}
const simSeconds = seconds(simStarted);

const mean = sums.net / ROUNDS;
const standardError = Math.sqrt((sums.squares / ROUNDS - mean * mean) / ROUNDS);
const percent = (net: number) => ((1 + net) * 100).toFixed(3);
console.table([
  {
    game: 'Velvet Blackjack, basic strategy',
    'exact RTP %, infinite shoe': (math.rtp * 100).toFixed(4),
    'published %, six decks': '≈ 99.54–99.60',
    'sim RTP %, six decks': percent(mean),
    '95 % CI': `${percent(mean - 1.96 * standardError)}–${percent(mean + 1.96 * standardError)}`,
    'sd per round': Math.sqrt(sums.squares / ROUNDS - mean * mean).toFixed(3),
  },
]);
console.log(
  `per round: ${(sums.hands / ROUNDS).toFixed(4)} hands, ${(sums.splits / ROUNDS).toFixed(4)} splits, ` +
    `${(sums.doubled / ROUNDS).toFixed(4)} doubles; insurance returns ${(math.insuranceRtp * 100).toFixed(2)} % on an infinite shoe (never taken)`,
);
console.log(`exact ${exactSeconds} s; ${ROUNDS.toLocaleString('en')} simulated rounds ${simSeconds} s`);
