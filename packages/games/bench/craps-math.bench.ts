// The craps titles' math: each bet's exact return (every roll sequence enumerated through the engine's own
// roll) beside rounds played through the real engine on seeded 32-bit floats, with 95 % confidence
// intervals. Each simulated round stakes every bet; pass and don't pass alternate, odds taken at the most.
import { FloatSource } from '../src/fairness/float-source';
import { CRAPS_FLOATS, crapsFamily, maxOdds, tableFromSteps, type CrapsBet } from '../src/families/craps/craps';
import { crapsMath } from '../src/families/craps/rtp';
import { toNumber, toPercent } from '../src/shared/rational';
import { mulberry32 } from '../src/simulation/prng';
import { CRAPS_TITLES } from '../src/families/craps/titles';

const ROUNDS = 1_000_000;
/** Every pay divides 30 units, so no simulated pay is rounded. */
const UNIT = 30n;
const PUBLISHED: Record<string, string> = {
  pass: '98.59 (edge 1.41)',
  dontPass: '98.64 (edge 1.36)',
  passOdds: '100',
  dontPassOdds: '100',
};

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2);

for (const [key, title] of Object.entries(CRAPS_TITLES)) {
  const { config } = title;
  const exactStarted = performance.now();
  const math = crapsMath(config);
  const exactSeconds = seconds(exactStarted);

  const next = mulberry32(0xc4a5);
  const sums = new Map<string, { paid: number; squares: number; staked: number; rounds: number }>();
  const record = (bet: string, staked: number, paid: number) => {
    const sum = sums.get(bet) ?? { paid: 0, squares: 0, staked: 0, rounds: 0 };
    sum.paid += paid;
    sum.squares += (paid / staked) ** 2;
    sum.staked += staked;
    sum.rounds += 1;
    sums.set(bet, sum);
  };
  const simStarted = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) {
    const line = round % 2 === 0 ? 'pass' : 'dontPass';
    const bet: CrapsBet = {
      line,
      amount: UNIT,
      field: UNIT,
      place: { 4: UNIT, 5: UNIT, 6: UNIT, 8: UNIT, 9: UNIT, 10: UNIT },
      hardways: { 4: UNIT, 6: UNIT, 8: UNIT, 10: UNIT },
    };
    let state = crapsFamily.open(config, bet, new FloatSource(Array.from({ length: CRAPS_FLOATS }, next)));
    let odds = 0n;
    if (!state.isFinished) {
      odds = maxOdds(config, tableFromSteps(state.steps));
      state = crapsFamily.act!(config, state, { kind: 'odds', amount: odds });
    }
    while (!state.isFinished) state = crapsFamily.act!(config, state, { kind: 'roll' });
    const paid = new Map<string, bigint>();
    for (const step of state.steps)
      if (step.kind === 'roll') for (const r of step.results) paid.set(r.bet, (paid.get(r.bet) ?? 0n) + r.paid);
    for (const name of ['field', 'place4', 'place5', 'place6', 'place8', 'place9', 'place10', 'hard4', 'hard6', 'hard8', 'hard10'])
      record(name, Number(UNIT), Number(paid.get(name) ?? 0n));
    record(line, Number(UNIT), Number(paid.get('line') ?? 0n));
    if (odds > 0n) record(`${line}Odds`, Number(odds), Number(paid.get('odds') ?? 0n));
  }
  const simSeconds = seconds(simStarted);

  console.log(`${title.name} (${key}), stated RTP ${title.rtp} %`);
  console.table(
    math.map(({ bet, rtp }) => {
      const sum = sums.get(bet)!;
      const mean = sum.paid / sum.staked;
      const perRound = sum.paid / sum.rounds / (sum.staked / sum.rounds);
      const standardError = Math.sqrt(Math.max(0, sum.squares / sum.rounds - perRound * perRound) / sum.rounds);
      return {
        bet,
        'exact RTP %': toPercent(rtp, 6),
        'published %': PUBLISHED[bet] ?? '',
        'sim RTP %': (mean * 100).toFixed(3),
        '95 % CI': `${((mean - 1.96 * standardError) * 100).toFixed(3)}–${((mean + 1.96 * standardError) * 100).toFixed(3)}`,
        z: ((mean - toNumber(rtp)) / standardError).toFixed(2),
      };
    }),
  );
  console.log(`exact ${exactSeconds} s; ${ROUNDS.toLocaleString('en')} simulated rounds ${simSeconds} s`);
}
