// The math of the roulette, casual and scratch titles: per title the exact RTP from enumeration
// (lowest and highest over the choices a player has: spot, target, strategy, board), its hit
// frequency (rounds returning at least the stake), and beside it 10^6 rounds played through the
// real engine on seeded 32-bit floats. Each simulated round is on a choice drawn uniformly from
// those that hit at least 1 % of rounds (a mines strategy paying ×5,044,291 would swamp any
// simulation), so the simulation estimates the mean of their exact figures ("exact mean"); z is
// how many standard errors the simulation lies from it.
import { FloatSource } from '../src/fairness/float-source';
import type { RoundState } from '../src/family';
import { diceFamily } from '../src/families/dice/dice';
import { diceTargetMath } from '../src/families/dice/rtp';
import { minesFamily, TILES } from '../src/families/mines/mines';
import { minesStrategyMath } from '../src/families/mines/rtp';
import { plinkoFamily } from '../src/families/plinko/plinko';
import { plinkoBoardMath } from '../src/families/plinko/rtp';
import { allSpots } from '../src/families/roulette/layout';
import { rouletteFamily } from '../src/families/roulette/roulette';
import { rouletteSpotMath } from '../src/families/roulette/rtp';
import { scratchMath } from '../src/families/scratch/rtp';
import { SCRATCH_FLOATS, scratchFamily } from '../src/families/scratch/scratch';
import { TABLE_TITLES, type TableTitle } from '../src/titles/tables';
import { mulberry32 } from '../src/simulation/prng';

const ROUNDS = 1_000_000;
/** A stake of 10,000 minor units makes every win its multiplier in ten-thousandths: no rounding in the figures. */
const STAKE = 10_000n;

type Choice = { rtp: number; hitRate: number };
/** One round on the choice at `index`, through the engine; `pick` makes the player's own picks. */
type Play = (index: number, pick: (n: number) => number, floats: (count: number) => FloatSource) => RoundState<unknown>;

type TableFamily = TableTitle['family'];
type ConfigOf<F extends TableFamily> = Extract<TableTitle, { family: F }>['config'];

/** The choices a player has with their exact figures, and one round on a choice. */
type TableMath = { choices: Choice[]; play: Play };

const TABLE_MATH: { [F in TableFamily]: (config: ConfigOf<F>) => TableMath } = {
  roulette(config) {
    const spots = allSpots();
    return {
      choices: rouletteSpotMath(config),
      play: (index, _pick, floats) => rouletteFamily.open(config, { spots: [{ ...spots[index]!, amount: STAKE }] }, floats(1)),
    };
  },
  dice(config) {
    const targets = diceTargetMath(config);
    return {
      choices: targets.map(({ rtp, winningRolls }) => ({ rtp, hitRate: winningRolls / 10_001 })),
      play: (index, _pick, floats) => diceFamily.open(config, { ...targets[index]!.bet, amount: STAKE }, floats(1)),
    };
  },
  mines(config) {
    const strategies = minesStrategyMath(config);
    return {
      choices: strategies,
      play: (index, pick, floats) => {
        const { mines, safe } = strategies[index]!;
        let state = minesFamily.open(config, { amount: STAKE, mines }, floats(mines));
        // The player's own picks: tiles in a random order, until a mine or `safe` safe tiles.
        const tiles = Array.from({ length: TILES }, (_, tile) => tile);
        for (let opened = 0; opened < safe && !state.isFinished; opened += 1) {
          const tile = tiles.splice(pick(tiles.length), 1)[0]!;
          state = minesFamily.act!(config, state, { kind: 'reveal', tile });
        }
        return state.isFinished ? state : minesFamily.act!(config, state, { kind: 'cashOut' });
      },
    };
  },
  plinko(config) {
    const boards = plinkoBoardMath(config);
    return {
      choices: boards,
      play: (index, _pick, floats) => {
        const { rows, risk } = boards[index]!;
        return plinkoFamily.open(config, { amount: STAKE, rows, risk }, floats(rows));
      },
    };
  },
  scratch: (config) => ({
    choices: [scratchMath(config)],
    play: (_index, _pick, floats) => scratchFamily.open(config, { amount: STAKE }, floats(SCRATCH_FLOATS)),
  }),
};

// Each entry takes its own family's configuration, which the title's family names.
const titleMath = (title: TableTitle) => (TABLE_MATH[title.family] as (config: TableTitle['config']) => TableMath)(title.config);

function simulate(play: Play, choices: number[], seed: number) {
  const next = mulberry32(seed);
  const pick = (n: number) => Math.floor(next() * n);
  const floats = (count: number) => new FloatSource(Array.from({ length: count }, next));
  let returned = 0;
  let squares = 0;
  let hits = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const { stake, win } = play(choices[pick(choices.length)]!, pick, floats);
    const ratio = Number(win) / Number(stake);
    returned += ratio;
    squares += ratio * ratio;
    if (win >= stake) hits += 1;
  }
  const rtp = returned / ROUNDS;
  return { rtp, standardError: Math.sqrt((squares / ROUNDS - rtp * rtp) / ROUNDS), hitRate: hits / ROUNDS };
}

/** Four decimals, or four significant digits for what would round to nothing (mines' rarest cash-out). */
const percent = (x: number, digits = 4) => (x > 0 && x < 1e-6 ? (x * 100).toPrecision(4) : (x * 100).toFixed(digits));
const span = (values: number[]) => {
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? percent(low) : `${percent(low)}–${percent(high)}`;
};

const started = performance.now();
const rows: Record<string, string | number>[] = [];
for (const [index, [key, title]] of Object.entries(TABLE_TITLES).entries()) {
  const t0 = performance.now();
  const { choices, play } = titleMath(title);
  const simulated = choices.flatMap((choice, i) => (choice.hitRate >= 0.01 ? [i] : []));
  const exactMean = simulated.reduce((sum, i) => sum + choices[i]!.rtp, 0) / simulated.length;
  const sim = simulate(play, simulated, 0x5eed + index);
  rows.push({
    title: key,
    'configured %': title.rtp,
    'exact RTP % min–max': span(choices.map((choice) => choice.rtp)),
    'hit % min–max': span(choices.map((choice) => choice.hitRate)),
    'choices (sim)': `${choices.length} (${simulated.length})`,
    'exact mean %': percent(exactMean),
    'sim RTP %': percent(sim.rtp, 3),
    's.e.': percent(sim.standardError, 3),
    z: ((sim.rtp - exactMean) / sim.standardError).toFixed(2),
    'sim hit %': percent(sim.hitRate, 2),
    s: ((performance.now() - t0) / 1000).toFixed(1),
  });
}
console.table(rows);
console.log(
  `${rows.length} titles, ${ROUNDS.toLocaleString('en')} simulated rounds each; total ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
