import { describe, expect, it } from 'vitest';
import { FloatSource } from '../../fairness/float-source';
import { CRAPS_TITLES } from './titles';
import { checkCrapsAction, CRAPS_FLOATS, crapsFamily, tableFromSteps, type CrapsBet, type CrapsState } from './craps';

const canyon = CRAPS_TITLES.CrapsCanyon.config;

/** Floats that roll these faces in order (then ones and twos, a 3, should more rolls be asked). */
function dice(...faces: number[]): FloatSource {
  const floats = Array.from({ length: CRAPS_FLOATS }, (_, i) => (i < faces.length ? faces[i]! : 1 + (i % 2)));
  return new FloatSource(floats.map((face) => (face - 0.5) / 6));
}

const bet = (extra: Partial<CrapsBet> = {}): CrapsBet => ({ line: 'pass', amount: 600n, field: 0n, place: {}, hardways: {}, ...extra });
const come = (state: CrapsState, amount = 500n, side: 'come' | 'dontCome' = 'come') =>
  crapsFamily.act!(canyon, state, { kind: 'come', bet: side, amount });
const roll = (state: CrapsState) => crapsFamily.act!(canyon, state, { kind: 'roll' });
const results = (state: CrapsState) => state.steps.flatMap((s) => (s.kind === 'roll' ? s.results : []));
const lastRoll = (state: CrapsState) => {
  const step = state.steps.at(-1)!;
  if (step.kind !== 'roll') throw new Error('no roll');
  return step;
};

describe('craps: come and don’t come', () => {
  it('pays a come bet on 7 or 11 on its first roll and loses it on 2, 3 or 12', () => {
    // Point 4; come 500; then 11: come wins, the line stays on 4.
    let state = come(crapsFamily.open(canyon, bet(), dice(1, 3, 5, 6)));
    expect(state.stake).toBe(1100n);
    state = roll(state);
    expect([state.isFinished, lastRoll(state).point, lastRoll(state).results]).toEqual([
      false,
      4,
      [{ bet: 'come', outcome: 'win', paid: 1000n }],
    ]);
    const lost = roll(come(crapsFamily.open(canyon, bet(), dice(1, 3, 6, 6))));
    expect(lastRoll(lost).results).toEqual([{ bet: 'come', outcome: 'lose', paid: 0n }]);
  });

  it('moves a come bet to its come point and pays it when that number rolls before a seven', () => {
    // Point 4; come moves to 9 (come step shows it); 9 pays it; then 4 makes the point and ends the round.
    let state = roll(come(crapsFamily.open(canyon, bet(), dice(1, 3, 4, 5, 3, 6, 2, 2))));
    expect(lastRoll(state)).toMatchObject({ point: 4, results: [], come: { come9: 500n } });
    expect(tableFromSteps(state.steps).bets).toEqual({ line: 600n, come9: 500n });
    state = roll(state);
    expect(lastRoll(state).results).toEqual([{ bet: 'come9', outcome: 'win', paid: 1000n }]);
    expect(lastRoll(state).come).toBeUndefined();
    state = roll(state);
    expect([state.isFinished, state.win]).toEqual([true, 1000n + 1200n]);
  });

  it('loses every come bet on its point to the seven-out, and pays don’t come there', () => {
    let state = roll(come(crapsFamily.open(canyon, bet(), dice(1, 3, 3, 3, 4, 5, 3, 4))));
    state = roll(come(state, 400n, 'dontCome'));
    expect(lastRoll(state).come).toEqual({ come6: 500n, dontCome9: 400n });
    state = roll(state);
    expect(state.isFinished).toBe(true);
    expect(lastRoll(state).results).toEqual([
      { bet: 'come6', outcome: 'lose', paid: 0n },
      { bet: 'dontCome9', outcome: 'win', paid: 800n },
      { bet: 'line', outcome: 'lose', paid: 0n },
    ]);
    expect([state.stake, state.win]).toEqual([1500n, 800n]);
  });

  it('pushes a don’t come bet on 12 (bar 12), pays it on 2 and 3, loses it on 7 and 11', () => {
    const first = (a: number, b: number) =>
      lastRoll(roll(come(crapsFamily.open(canyon, bet(), dice(2, 3, a, b)), 500n, 'dontCome'))).results;
    expect(first(6, 6)).toEqual([{ bet: 'dontCome', outcome: 'push', paid: 500n }]);
    expect(first(1, 2)).toEqual([{ bet: 'dontCome', outcome: 'win', paid: 1000n }]);
    expect(first(5, 6)).toEqual([{ bet: 'dontCome', outcome: 'lose', paid: 0n }]);
    expect(first(3, 4)[0]).toEqual({ bet: 'dontCome', outcome: 'lose', paid: 0n });
  });

  it('keeps the round rolling after the line is decided while a come bet travels, with no point and no new bets', () => {
    // Point 5 with place 6; come moves to 8; 5 makes the point: line paid, place 6 returned, come 8 still up.
    let state = crapsFamily.open(canyon, bet({ place: { 6: 600n } }), dice(2, 3, 4, 4, 1, 4, 2, 2, 6, 2));
    state = roll(come(state));
    state = roll(state);
    expect(state.isFinished).toBe(false);
    expect(lastRoll(state)).toEqual({
      kind: 'roll',
      dice: [1, 4],
      point: null,
      results: [
        { bet: 'line', outcome: 'win', paid: 1200n },
        { bet: 'place6', outcome: 'push', paid: 600n },
      ],
      come: { come8: 500n },
    });
    expect(checkCrapsAction(canyon, state, { kind: 'come', bet: 'come', amount: 500n })).toBe(
      'Come and don’t come bets go down once a point is set.',
    );
    expect(checkCrapsAction(canyon, state, { kind: 'odds', amount: 500n })).toBe('Odds go behind the line once a point is set.');
    state = roll(state);
    expect([state.isFinished, lastRoll(state).results]).toEqual([false, []]);
    state = roll(state);
    expect([state.isFinished, lastRoll(state).results, state.win]).toEqual([
      true,
      [{ bet: 'come8', outcome: 'win', paid: 1000n }],
      1200n + 600n + 1000n,
    ]);
  });

  it('refuses a come bet before a point, a second one for the same roll, and one outside the limits', () => {
    const comeOut = crapsFamily.open(canyon, bet(), dice(1, 3));
    expect(checkCrapsAction(canyon, { ...comeOut, steps: comeOut.steps.slice(0, 2) }, { kind: 'come', bet: 'come', amount: 500n })).toBe(
      'Come and don’t come bets go down once a point is set.',
    );
    const down = come(comeOut);
    expect(checkCrapsAction(canyon, down, { kind: 'come', bet: 'come', amount: 500n })).toBe(
      'The come bet is already down for the next roll.',
    );
    expect(checkCrapsAction(canyon, down, { kind: 'come', bet: 'dontCome', amount: 500n })).toBeNull();
    expect(checkCrapsAction(canyon, comeOut, { kind: 'come', bet: 'dontCome', amount: 99n })).toBe(
      'The don’t come bet is below the minimum for this game.',
    );
    expect(checkCrapsAction(canyon, comeOut, { kind: 'come', bet: 'come', amount: 100_001n })).toBe(
      'The come bet is above the maximum for this game.',
    );
    expect(checkCrapsAction(canyon, comeOut, { kind: 'come', bet: 'pass' as never, amount: 500n })).toBe('Bet come or don’t come.');
  });

  it('settles come bets the same whether the round is played on or rebuilt from its stored steps', () => {
    let state = roll(come(crapsFamily.open(canyon, bet(), dice(1, 3, 4, 5, 2, 2))));
    const stored = JSON.parse(JSON.stringify(state, (_, v) => (typeof v === 'bigint' ? String(v) : v)));
    expect(tableFromSteps(stored.steps).bets).toEqual(tableFromSteps(state.steps).bets);
    state = roll(state);
    // The point made ends the line; come 9 travels on.
    expect([state.isFinished, results(state).map((r) => r.bet)]).toEqual([false, ['line']]);
  });
});
