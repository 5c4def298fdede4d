// Per slot title: the exact RTP, hit frequency and feature frequency (families/slots/math.ts, by
// enumeration of the strips) beside a simulation of 10⁶ rounds played through the engine with
// floats from a seeded PRNG, and the RTP the title states. z is (simulated − exact) / standard error.
import { FloatSource } from '../src/fairness/float-source';
import { slotsFamily } from '../src/families/slots/engine';
import { slotMath } from '../src/families/slots/math';
import { toNumber, toPercent } from '../src/shared/rational';
import { mulberry32, seedOf } from '../src/simulation/prng';
import type { SlotConfig } from '../src/families/slots/types';
import { SLOT_TITLES } from '../src/families/slots/titles/index';

const ROUNDS = 1_000_000;

/** Floats drawn as the engine asks for them, instead of derived up front. */
class SeededFloats extends FloatSource {
  constructor(private readonly random: () => number) {
    super([]);
  }

  override next(): number {
    return this.random();
  }
}

function simulate(title: SlotConfig) {
  const floats = new SeededFloats(mulberry32(seedOf(title.key)));
  const bet = { coinValue: title.coinValues[0]! };
  let returned = 0;
  let squares = 0;
  let hits = 0;
  let features = 0;
  for (let i = 0; i < ROUNDS; i += 1) {
    const round = slotsFamily.open(title, bet, floats);
    const x = Number(round.win) / Number(round.stake);
    returned += x;
    squares += x * x;
    const paid = round.steps[0]!;
    if (paid.win > 0n || paid.freeSpinsAwarded > 0) hits += 1;
    if (paid.freeSpinsAwarded > 0) features += 1;
  }
  const rtp = returned / ROUNDS;
  return { rtp, error: Math.sqrt((squares / ROUNDS - rtp * rtp) / ROUNDS), hit: hits / ROUNDS, feature: features / ROUNDS };
}

const pct = (x: number, digits = 2) => `${(x * 100).toFixed(digits)}`;
const columns = [
  'title',
  'mode',
  'volatility',
  'stated',
  'exact RTP',
  'sim RTP',
  'z',
  'exact hit',
  'sim hit',
  'exact feature',
  'sim feature',
];
const widths = [18, 9, 10, 7, 9, 8, 5, 9, 7, 13, 11];
const row = (cells: string[]) => console.log(cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));

const started = performance.now();
let exactMs = 0;
row(columns);
for (const title of SLOT_TITLES) {
  const before = performance.now();
  const exact = slotMath(title);
  exactMs += performance.now() - before;
  const sim = simulate(title);
  const exactRtp = toNumber(exact.rtp);
  row([
    title.key,
    title.mode.kind === 'lines' ? `${title.mode.paylines.length} lines` : '243 ways',
    title.volatility,
    title.rtp,
    toPercent(exact.rtp, 4),
    pct(sim.rtp),
    ((sim.rtp - exactRtp) / sim.error).toFixed(1),
    pct(toNumber(exact.hitFrequency)),
    pct(sim.hit),
    `1 in ${(1 / toNumber(exact.featureFrequency)).toFixed(1)}`,
    `1 in ${(1 / sim.feature).toFixed(1)}`,
  ]);
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `\n${SLOT_TITLES.length} titles: exact math ${seconds(exactMs)}, ${ROUNDS.toLocaleString('en')} rounds each simulated, ${seconds(performance.now() - started)} in all`,
);
