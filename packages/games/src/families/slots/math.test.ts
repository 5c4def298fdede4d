import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { slotsFamily } from './engine';
import { LINES_FIXTURE, WAYS_FIXTURE } from './fixtures';
import { slotMath, type SlotMath } from './math';
import { ratio, type Rational } from '../../shared/rational';
import type { SlotConfig } from './types';

const fraction = (r: Rational) => `${r.num}/${r.den}`;
const fractions = (m: SlotMath) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, fraction(v)]));

describe('slot math on a configuration worked by hand', () => {
  // Every reel is AWBSBB; one payline (the middle row); A pays 5/20/100 coins, B nothing, the wild
  // nothing itself; scatters pay 1/2/4 × stake and award 1/1/2 free spins (same strips, × 2, cap 3).
  const strip = 'AWBSBB';
  const config: SlotConfig = {
    ...LINES_FIXTURE,
    mode: { kind: 'lines', paylines: [[1, 1, 1, 1, 1]] },
    symbols: [
      { id: 'A', name: 'A', kind: 'regular', pays: [5, 20, 100] },
      { id: 'B', name: 'B', kind: 'regular', pays: [0, 0, 0] },
      { id: 'W', name: 'W', kind: 'wild' },
      { id: 'S', name: 'S', kind: 'scatter', pays: [1, 2, 4] },
    ],
    reels: [strip, strip, strip, strip, strip],
    freeSpins: { awards: [1, 1, 2], multiplier: 2, maxSpins: 3 },
  };

  it('gives the figures computed by hand', () => {
    // Line: a cell is A or W with p = 1/3, W alone 1/6. Exactly k aces-or-wilds, not all wild, then
    // a break (2/3): k=3 (1/27 − 1/216)·2/3 = 7/324; k=4 (1/81 − 1/1296)·2/3 = 5/648;
    // k=5 1/243 − 1/7776 = 31/7776. Base = 5·7/324 + 20·5/648 + 100·31/7776 = 5140/7776 = 1285/1944.
    // Scatters: a window (3 of 6 stops) shows the one S with p = 1/2, so N ~ Bin(5, 1/2):
    // P(3) = 10/32, P(4) = 5/32, P(5) = 1/32. Scatter = (10·1 + 5·2 + 1·4)/32 = 3/4.
    // Feature frequency P(N ≥ 3) = 1/2. A free spin adds 1 spin with p 15/32, 2 with p 1/32, up to 3.
    //   From 1 spin: ½·1 + 15/32·(2 + ½·1) + 1/32·3 = 113/64 spins played (from 2 spins left at
    //   total 2, the next spin adds one w.p. ½). From 2 spins: ½·3 + ½·(½·3 + ½·2) = 11/4.
    //   Spins per feature = (15/32·113/64 + 1/32·11/4) / ½ = 1871/1024.
    //   One free spin pays 2·(1285/1944 + 3/4) = 2743/972; free spins = 1871/2048 · 2743/972 = 5132153/1990656.
    // Total = 1285/1944 + 3/4 + 5132153/1990656 = 7940985/1990656 = 2646995/663552.
    // Hit frequency: a reel's middle cell is A or W only at stops 0 and 5, whose windows hold no S.
    //   So a line win (first three cells A/W, an A in the run: 1/27 − 1/216 + 1/216·(1/6 + 1/36) = 259/7776)
    //   never comes with 3+ scatters, and P(hit) = 259/7776 + 1/2 = 4147/7776.
    expect(fractions(slotMath(config))).toEqual({
      baseRtp: '1285/1944',
      scatterRtp: '3/4',
      freeSpinsRtp: '5132153/1990656',
      rtp: '2646995/663552',
      featureFrequency: '1/2',
      freeSpinsPerFeature: '1871/1024',
      hitFrequency: '4147/7776',
    });
  });
});

/**
 * Plays every possible round through the engine: each float i stops its reel at every index in turn
 * (an odometer over the floats the round used), and a round that used u floats stands for all the
 * values of the floats after it. Sums are over the product of every float's strip length.
 */
function enumerateRounds(config: SlotConfig, coinValue: bigint) {
  const bet = { coinValue };
  const max = slotsFamily.maxFloats(config, bet);
  const free = config.freeSpins.reels ?? config.reels;
  const lengthAt = (i: number) => (i < 5 ? config.reels[i]! : free[i % 5]!).length;
  const weightFrom = (used: number) => Array.from({ length: max - used }, (_, i) => BigInt(lengthAt(used + i))).reduce((a, b) => a * b, 1n);
  const choice = Array.from({ length: max }, () => 0);
  const totals = { rounds: 0, staked: 0n, base: 0n, scatter: 0n, free: 0n, hits: 0n, features: 0n, freeSpins: 0n };
  for (;;) {
    const source = new FloatSource(choice.map((k, i) => (k + 0.5) / lengthAt(i)));
    const round = slotsFamily.open(config, bet, source);
    const weight = weightFrom(source.used);
    const [paid, ...freeSpins] = round.steps;
    totals.rounds += 1;
    totals.staked += weight * round.stake;
    totals.base += weight * (paid!.win - paid!.scatter.amount);
    totals.scatter += weight * paid!.scatter.amount;
    totals.free += weight * freeSpins.reduce((s, step) => s + step.win, 0n);
    if (paid!.win > 0n || paid!.freeSpinsAwarded > 0) totals.hits += weight;
    if (paid!.freeSpinsAwarded > 0) totals.features += weight;
    totals.freeSpins += weight * BigInt(freeSpins.length);
    let i = source.used - 1;
    while (i >= 0 && choice[i] === lengthAt(i) - 1) i -= 1;
    if (i < 0) break;
    choice[i]! += 1;
    choice.fill(0, i + 1);
  }
  const all = weightFrom(0);
  return {
    rounds: totals.rounds,
    figures: {
      baseRtp: fraction(ratio(totals.base, totals.staked)),
      scatterRtp: fraction(ratio(totals.scatter, totals.staked)),
      freeSpinsRtp: fraction(ratio(totals.free, totals.staked)),
      rtp: fraction(ratio(totals.base + totals.scatter + totals.free, totals.staked)),
      featureFrequency: fraction(ratio(totals.features, all)),
      freeSpinsPerFeature: fraction(ratio(totals.freeSpins, totals.features)),
      hitFrequency: fraction(ratio(totals.hits, all)),
    },
  };
}

describe('slot math against every round the engine can play', () => {
  // Scatters sit on the first three reels (each shows its one S at 3 of its 4 stops), so 54 of the
  // 128 paid spins trigger and 27 of a free spin's 64 retrigger; with one free spin for three and
  // at most two per feature that is 74 + 54 · (37 + 27 · 64) = 95,384 rounds. A free line of
  // W W W W K pays the four wilds (50) rather than five kings (25).
  const small = (config: SlotConfig): SlotConfig => ({
    ...config,
    reels: ['AKSQ', 'WSAK', 'QSKA', 'AK', 'Q'],
    freeSpins: { awards: [1, 1, 1], reels: ['SAWK', 'KSWA', 'ASQW', 'W', 'K'], multiplier: 2, maxSpins: 2 },
  });

  it.each([
    ['lines', small(LINES_FIXTURE)],
    ['ways', small(WAYS_FIXTURE)],
  ])('agrees exactly on %s', (_, config) => {
    const { rounds, figures } = enumerateRounds(config, 2n);
    expect(rounds).toBe(95_384);
    expect(fractions(slotMath(config))).toEqual(figures);
  });
});
