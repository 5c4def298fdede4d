// Three Card Showdown's math: the exact return of each bet (ante and play under optimal play, every
// player hand against every dealer hand of the 49 cards left; pair plus in closed form) beside rounds
// played through the real engine on seeded 32-bit floats, playing from Q-6-4 up, with 95 % confidence
// intervals. Ante and play are per unit of the ante, as the industry states them.
import { FloatSource } from '../src/fairness/float-source';
import { toNumber, toPercent, type Rational } from '../src/shared/rational';
import { handValue, PLAY_FROM_VALUE } from '../src/families/three-card-poker/hands';
import { threeCardMath } from '../src/families/three-card-poker/rtp';
import { THREE_CARD_FLOATS, threeCardPokerFamily } from '../src/families/three-card-poker/three-card-poker';
import { cardOf } from '../src/shared/cards';
import { THREE_CARD_TITLES } from '../src/families/three-card-poker/titles';
import { mulberry32 } from '../src/simulation/prng';

const ROUNDS = 1_000_000;
/** Unit bets: each pay is its multiple. */
const UNIT = 1n;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2);
const { config } = THREE_CARD_TITLES.ThreeCardShowdown;

const exactStarted = performance.now();
const math = threeCardMath(config);
const exactSeconds = seconds(exactStarted);

const next = mulberry32(0x3c4d);
const sums = { antePlay: 0, antePlaySquares: 0, pairPlus: 0, pairPlusSquares: 0, played: 0 };
const simStarted = performance.now();
for (let round = 0; round < ROUNDS; round += 1) {
  const floats = new FloatSource(Array.from({ length: THREE_CARD_FLOATS }, next));
  const dealt = threeCardPokerFamily.open(config, { ante: UNIT, pairPlus: UNIT }, floats);
  const deal = dealt.steps[1]!;
  if (deal.kind !== 'deal') throw new Error('no deal');
  const isPlayed = handValue(deal.cards.map((code) => cardOf(code)!)) >= PLAY_FROM_VALUE;
  const settled = threeCardPokerFamily.act!(config, dealt, { kind: isPlayed ? 'play' : 'fold' });
  const step = settled.steps[2]!;
  if (step.kind !== 'showdown') throw new Error('no showdown');
  // Per unit of the ante: what came back less the play bet, which the convention does not count as wagered.
  const antePlay = Number(step.pays.ante + step.pays.play + step.pays.anteBonus) - (isPlayed ? 1 : 0);
  const pairPlus = Number(step.pays.pairPlus);
  sums.antePlay += antePlay;
  sums.antePlaySquares += antePlay * antePlay;
  sums.pairPlus += pairPlus;
  sums.pairPlusSquares += pairPlus * pairPlus;
  sums.played += isPlayed ? 1 : 0;
}
const simSeconds = seconds(simStarted);

function row(bet: string, exact: Rational, total: number, squares: number, published: string) {
  const mean = total / ROUNDS;
  const standardError = Math.sqrt((squares / ROUNDS - mean * mean) / ROUNDS);
  return {
    bet,
    'exact RTP %': toPercent(exact, 6),
    'published %': published,
    'sim RTP %': (mean * 100).toFixed(3),
    '95 % CI': `${((mean - 1.96 * standardError) * 100).toFixed(3)}–${((mean + 1.96 * standardError) * 100).toFixed(3)}`,
    z: ((mean - toNumber(exact)) / standardError).toFixed(2),
  };
}

console.table([
  row('ante and play, per ante', math.antePlayRtp, sums.antePlay, sums.antePlaySquares, '96.63 (house edge 3.37)'),
  row('pair plus (40/30/6/4/1)', math.pairPlusRtp, sums.pairPlus, sums.pairPlusSquares, '97.68 (house edge 2.32)'),
]);
console.log(
  `ante and play per unit wagered ${toPercent(math.antePlayRtpPerWagered, 4)} %; optimal play plays ${toPercent(math.playRate, 2)} % ` +
    `of hands (simulated ${((sums.played / ROUNDS) * 100).toFixed(2)} %); stated RTP ${THREE_CARD_TITLES.ThreeCardShowdown.rtp} %`,
);
console.log(`exact ${exactSeconds} s; ${ROUNDS.toLocaleString('en')} simulated rounds ${simSeconds} s`);
