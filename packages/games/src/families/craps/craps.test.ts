import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { CRAPS_TITLES } from './titles';
import { checkCrapsAction, checkCrapsBet, CRAPS_FLOATS, crapsFamily, type CrapsBet, type CrapsConfig, type CrapsState } from './craps';

const canyon: CrapsConfig = CRAPS_TITLES.CrapsCanyon.config;
const longship = CRAPS_TITLES.LongshipDice.config;

/** Floats that roll these faces in order (then ones and twos, a 3: craps, should more rolls be asked). */
function dice(...faces: number[]): FloatSource {
  const floats = Array.from({ length: CRAPS_FLOATS }, (_, i) => (i < faces.length ? faces[i]! : 1 + (i % 2)));
  return new FloatSource(floats.map((face) => (face - 0.5) / 6));
}

const bet = (extra: Partial<CrapsBet> = {}): CrapsBet => ({ line: 'pass', amount: 600n, field: 0n, place: {}, hardways: {}, ...extra });

const lastRoll = (state: CrapsState) => {
  const step = state.steps.at(-1)!;
  if (step.kind !== 'roll') throw new Error('no roll');
  return step;
};

const rollUntilOver = (config: typeof canyon, state: CrapsState) => {
  while (!state.isFinished) state = crapsFamily.act!(config, state, { kind: 'roll' });
  return state;
};

describe('craps: the come-out', () => {
  it('pays pass on a natural (7, 11) and ends the round; don’t pass loses', () => {
    for (const [a, b] of [
      [3, 4],
      [5, 6],
    ]) {
      const pass = crapsFamily.open(canyon, bet(), dice(a!, b!));
      expect([pass.isFinished, pass.stake, pass.win]).toEqual([true, 600n, 1200n]);
      const dont = crapsFamily.open(canyon, bet({ line: 'dontPass' }), dice(a!, b!));
      expect([dont.isFinished, dont.win]).toEqual([true, 0n]);
    }
  });

  it('loses pass on craps (2, 3, 12); don’t pass wins 2 and 3 and pushes 12 (bar 12)', () => {
    for (const [a, b, dontPaid] of [
      [1, 1, 1200n],
      [1, 2, 1200n],
      [6, 6, 600n],
    ] as const) {
      expect(crapsFamily.open(canyon, bet(), dice(a, b)).win).toBe(0n);
      const dont = crapsFamily.open(canyon, bet({ line: 'dontPass' }), dice(a, b));
      expect(dont.win).toBe(dontPaid);
      expect(lastRoll(dont).results[0]!.outcome).toBe(a === 6 ? 'push' : 'win');
    }
  });

  it('sets the point on 4, 5, 6, 8, 9, 10 and keeps the round open', () => {
    const state = crapsFamily.open(canyon, bet(), dice(2, 4));
    expect([state.isFinished, lastRoll(state).point, state.win]).toEqual([false, 6, 0n]);
  });
});

describe('craps: the point', () => {
  it('pays pass when the point comes before a seven (point made)', () => {
    const state = rollUntilOver(canyon, crapsFamily.open(canyon, bet(), dice(4, 6, 2, 3, 5, 5)));
    expect(state.steps.filter((s) => s.kind === 'roll')).toHaveLength(3);
    expect([state.win, lastRoll(state).point]).toEqual([1200n, null]);
  });

  it('loses pass and pays don’t pass on a seven (seven-out)', () => {
    expect(rollUntilOver(canyon, crapsFamily.open(canyon, bet(), dice(4, 6, 3, 4))).win).toBe(0n);
    expect(rollUntilOver(canyon, crapsFamily.open(canyon, bet({ line: 'dontPass' }), dice(4, 6, 3, 4))).win).toBe(1200n);
  });

  it('takes odds after the point (raising the stake) and pays them at true odds with the line', () => {
    let state = crapsFamily.open(canyon, bet(), dice(2, 2, 3, 1));
    expect(checkCrapsAction(canyon, state, { kind: 'odds', amount: 1801n })).toBe(
      'The odds bet is above the most this table allows (3× the line bet).',
    );
    state = crapsFamily.act!(canyon, state, { kind: 'odds', amount: 1800n });
    expect([state.stake, state.isFinished]).toEqual([2400n, false]);
    expect(checkCrapsAction(canyon, state, { kind: 'odds', amount: 100n })).toBe('The odds are already on this point.');
    state = crapsFamily.act!(canyon, state, { kind: 'roll' });
    // Line 600 back twice, odds 1800 at 2:1 back with the stake: 5400.
    expect([state.isFinished, state.win]).toEqual([true, 1200n + 5400n]);
  });

  it('lays odds behind don’t pass at the inverse of true odds', () => {
    let state = crapsFamily.open(longship, bet({ line: 'dontPass' }), dice(3, 3, 4, 3));
    state = crapsFamily.act!(longship, state, { kind: 'odds', amount: 1200n });
    state = crapsFamily.act!(longship, state, { kind: 'roll' });
    // Point 6 laid at 5:6: 1200 wins 1000.
    expect(state.win).toBe(1200n + 2200n);
  });

  it('refuses odds before a point, odds of nothing, unknown decisions and a finished round with a sentence', () => {
    const open = crapsFamily.open(canyon, bet(), dice(2, 2));
    expect(checkCrapsAction(canyon, open, { kind: 'odds', amount: 0n })).toBe('The odds bet must be more than zero.');
    expect(checkCrapsAction(canyon, open, { kind: 'draw' } as never)).toBe(
      'Roll the dice, take odds behind the line, or bet come or don’t come.',
    );
    const over = crapsFamily.open(canyon, bet(), dice(3, 4));
    expect(checkCrapsAction(canyon, over, { kind: 'roll' })).toBe('This round is over.');
    const state = crapsFamily.open(canyon, bet(), dice(2, 2));
    const steps = state.steps.slice(0, 2);
    expect(checkCrapsAction(canyon, { ...state, steps }, { kind: 'odds', amount: 100n })).toBe(
      'Odds go behind the line once a point is set.',
    );
  });
});

describe('craps: field, place and hardways', () => {
  it('pays the field on the first roll only: 2 and 12 at the title’s pay, 3, 4, 9, 10, 11 even money, 5–8 lose', () => {
    const field = (config: typeof canyon, a: number, b: number) =>
      lastRoll(crapsFamily.open(config, bet({ field: 600n }), dice(a, b))).results.find((r) => r.bet === 'field')!.paid;
    expect([field(canyon, 1, 1), field(canyon, 6, 6), field(longship, 6, 6)]).toEqual([1800n, 2400n, 1800n]);
    expect([field(canyon, 4, 5), field(canyon, 3, 3)]).toEqual([1200n, 0n]);
    const state = rollUntilOver(canyon, crapsFamily.open(canyon, bet({ field: 600n }), dice(2, 2, 1, 1, 2, 2)));
    expect(state.steps.flatMap((s) => (s.kind === 'roll' ? s.results.filter((r) => r.bet === 'field') : []))).toHaveLength(1);
  });

  it('pays a place bet when its number rolls before a seven, and returns it when the round ends first', () => {
    const place = { 6: 600n, 8: 600n, 5: 500n };
    // Point 4, then 6 (place 6 pays 7:6), then 4: the point made returns place 8 and 5.
    const state = rollUntilOver(canyon, crapsFamily.open(canyon, bet({ place }), dice(1, 3, 2, 4, 3, 1)));
    const results = state.steps.flatMap((s) => (s.kind === 'roll' ? s.results : []));
    expect(results).toEqual([
      { bet: 'place6', outcome: 'win', paid: 1300n },
      { bet: 'line', outcome: 'win', paid: 1200n },
      { bet: 'place5', outcome: 'push', paid: 500n },
      { bet: 'place8', outcome: 'push', paid: 600n },
    ]);
    expect(state.stake).toBe(600n + 1700n);
    expect(state.win).toBe(1300n + 500n + 600n + 1200n);
  });

  it('loses every place bet on a seven', () => {
    const state = rollUntilOver(canyon, crapsFamily.open(canyon, bet({ place: { 9: 500n } }), dice(2, 2, 3, 4)));
    expect(state.win).toBe(0n);
  });

  it('pays a hardway rolled as a pair, loses it on an easy way or a seven', () => {
    const hard = (...faces: number[]) =>
      rollUntilOver(canyon, crapsFamily.open(canyon, bet({ hardways: { 8: 100n } }), dice(...faces))).steps.flatMap((s) =>
        s.kind === 'roll' ? s.results.filter((r) => r.bet === 'hard8') : [],
      )[0]!;
    expect(hard(2, 2, 4, 4, 3, 4)).toEqual({ bet: 'hard8', outcome: 'win', paid: 1000n });
    expect(hard(2, 2, 5, 3, 3, 4).outcome).toBe('lose');
    expect(hard(2, 2, 3, 4).outcome).toBe('lose');
    expect(hard(2, 2, 1, 3).outcome).toBe('push');
  });
});

describe('craps: bets refused', () => {
  it('names the bet refused in a sentence', () => {
    expect(checkCrapsBet(canyon, bet({ amount: 99n }))).toEqual({
      field: 'amount',
      message: 'The pass line bet is below the minimum for this game.',
    });
    expect(checkCrapsBet(canyon, bet({ line: 'dontPass', amount: 100_001n }))?.message).toBe(
      'The don’t pass bet is above the maximum for this game.',
    );
    expect(checkCrapsBet(canyon, bet({ field: 50n }))).toEqual({
      field: 'field',
      message: 'The field bet is below the minimum for this game.',
    });
    expect(checkCrapsBet(canyon, bet({ place: { 7: 100n } as never }))).toEqual({
      field: 'place.7',
      message: 'Place bets go on 4, 5, 6, 8, 9 or 10.',
    });
    expect(checkCrapsBet(canyon, bet({ hardways: { 6: 1n } }))?.field).toBe('hardways.6');
    expect(checkCrapsBet(canyon, bet({ line: 'come' as never }))?.message).toBe('Bet on pass or on don’t pass.');
    expect(checkCrapsBet(canyon, bet({ place: { 6: 0n } }))).toBeNull();
  });

  it('uses at most its floats: a round still undecided after the last roll returns every bet', () => {
    // Point 4, then 99 rolls of 3 (1, 2): the round ends with the line and place 6 returned.
    const faces = [1, 3, ...Array.from({ length: CRAPS_FLOATS - 2 }, (_, i) => 1 + (i % 2))];
    const state = rollUntilOver(canyon, crapsFamily.open(canyon, bet({ place: { 6: 600n } }), dice(...faces)));
    expect(state.steps.filter((s) => s.kind === 'roll')).toHaveLength(CRAPS_FLOATS / 2);
    expect([state.win, lastRoll(state).results.map((r) => r.outcome)]).toEqual([1200n, ['push', 'push']]);
  });
});
