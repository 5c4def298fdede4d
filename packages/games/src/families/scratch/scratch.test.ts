import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { generateFloats } from '../../fairness/floats';
import { scratchMath } from './rtp';
import { SCRATCH_FLOATS, scratchFamily, type ScratchConfig } from './scratch';

const config: ScratchConfig = {
  limits: { minBet: 50n, maxBet: 2_000n },
  loseWeight: 16,
  prizes: [
    { symbol: 'crown', label: 'Crown', multiplier: 50, weight: 1 },
    { symbol: 'gem', label: 'Gem', multiplier: 10, weight: 1 },
    { symbol: 'bell', label: 'Bell', multiplier: 5, weight: 2 },
    { symbol: 'cherry', label: 'Cherry', multiplier: 2, weight: 4 },
    { symbol: 'lemon', label: 'Lemon', multiplier: 1, weight: 8 },
  ],
};
const scratch = (floats: number[], amount = 100n) => scratchFamily.open(config, { amount }, new FloatSource(floats));
const prizeOf = (float: number) => scratch([float, ...Array<number>(9).fill(0)]).steps[0]!.prize?.symbol ?? null;

describe('scratch outcome mapping', () => {
  it('draws the prize as floor(float × total weight): the losing weight first, then each prize in table order', () => {
    // 16 losing, then crown 16, gem 17, bell 18–19, cherry 20–23, lemon 24–31 of 32.
    expect([0, 15.5, 16.5, 17.5, 18.5, 19.5, 20.5, 23.5, 24.5, 31.5].map((n) => prizeOf(n / 32))).toEqual([
      null,
      null,
      'crown',
      'gem',
      'bell',
      'bell',
      'cherry',
      'cherry',
      'lemon',
      'lemon',
    ]);
  });

  it('puts the prize symbol on three cells and fills the rest with others, none a third time — worked by hand', () => {
    // Bell; cells from 0–8: index 4 → 4, then index 4 of the 8 left → 5, index 3 of the 7 left → 3.
    // Then cells 0, 1, 2, 6, 7, 8 over [crown, gem, cherry, lemon]: gem, lemon, cherry, crown, cherry,
    // and for cell 8 cherry is full, so index 2 of [crown, gem, lemon]: lemon.
    expect(scratch([18.5 / 32, 0.5, 0.5, 0.5, 0.3, 0.9, 0.5, 0.1, 0.6, 0.99])).toEqual({
      stake: 100n,
      win: 500n,
      steps: [
        {
          grid: ['gem', 'lemon', 'cherry', 'bell', 'bell', 'bell', 'crown', 'cherry', 'lemon'],
          prize: { symbol: 'bell', multiplier: 5 },
          winningCells: [3, 4, 5],
        },
      ],
      isFinished: true,
    });
  });

  it('fills a losing ticket so no symbol shows three times', () => {
    expect(scratch([0.2, ...Array<number>(9).fill(0)])).toEqual({
      stake: 100n,
      win: 0n,
      steps: [{ grid: ['crown', 'crown', 'gem', 'gem', 'bell', 'bell', 'cherry', 'cherry', 'lemon'], prize: null, winningCells: [] }],
      isFinished: true,
    });
  });

  it('shows three of a kind exactly when the ticket pays, using exactly its ten floats', async () => {
    for (let nonce = 0; nonce < 2_000; nonce += 1) {
      const floats = new FloatSource(await generateFloats({ serverSeed: 'scratch', clientSeed: 'grid', nonce }, SCRATCH_FLOATS));
      const round = scratchFamily.open(config, { amount: 100n }, floats);
      const { grid, prize, winningCells } = round.steps[0]!;
      const counts = new Map<string, number>();
      for (const symbol of grid) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
      const triples = [...counts].filter(([, count]) => count >= 3).map(([symbol]) => symbol);
      expect(triples).toEqual(prize ? [prize.symbol] : []);
      expect(counts.get(prize?.symbol ?? '') ?? 0).toBe(prize ? 3 : 0);
      expect(winningCells.map((cell) => grid[cell])).toEqual(prize ? Array(3).fill(prize.symbol) : []);
      expect(round.win).toBe(prize ? 100n * BigInt(prize.multiplier) : 0n);
      expect(floats.used).toBe(scratchFamily.maxFloats(config, { amount: 100n }));
    }
  });

  it('holds the ticket price to the limits', () => {
    expect(scratchFamily.checkBet(config, { amount: 49n })).toBe('The stake is below the minimum for this game.');
    expect(scratchFamily.checkBet(config, { amount: 2_001n })).toBe('The stake is above the maximum for this game.');
    expect(scratchFamily.checkBet(config, { amount: 2_000n })).toBeNull();
  });
});

describe('scratch RTP', () => {
  it('is Σ weight × prize / Σ weight', () => {
    // (50 + 10 + 2 × 5 + 4 × 2 + 8 × 1) / 32 = 86 / 32
    expect(scratchMath(config)).toEqual({ rtp: 86 / 32, hitRate: 16 / 32 });
  });
});
