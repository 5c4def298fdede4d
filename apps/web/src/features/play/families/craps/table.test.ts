import type { TPlayRound } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { crapsBetOf, crapsTableOf } from './table';

const base = {
  id: 'r1',
  currency: 'EUR',
  stake: '6.00',
  win: '0.00',
  balanceAfter: null,
  fairness: { serverSeedHash: 'h', serverSeed: null, clientSeed: 'c', nonce: 0 },
  createdAt: '2026-11-27T00:00:00.000Z',
  settledAt: null,
};

describe('the craps table', () => {
  it('sends the chips as the API takes the bet: one line bet, place and hardways by number', () => {
    expect(crapsBetOf({ dontPass: '5.00', field: '1.00', place6: '6.00', hard8: '1.00' })).toEqual({
      family: 'craps',
      line: 'dontPass',
      amount: '5.00',
      field: '1.00',
      place: { 6: '6.00' },
      hardways: { 8: '1.00' },
    });
    expect(crapsBetOf({ pass: '2.00' })).toEqual({ family: 'craps', line: 'pass', amount: '2.00', place: {}, hardways: {} });
  });

  it('reads the point (ON while the round is open), the last dice and the odds', () => {
    const bet = { line: 'pass' as const, amount: '6.00', field: '0.00', place: {}, hardways: {} };
    const open = {
      ...base,
      family: 'craps',
      status: 'open',
      bet,
      steps: [
        { kind: 'bets', ...bet },
        { kind: 'roll', dice: [4, 6], point: 10, results: [] },
        { kind: 'odds', amount: '12.00' },
      ],
    } as TPlayRound as Extract<TPlayRound, { family: 'craps' }>;
    expect(crapsTableOf(open)).toMatchObject({ isOpen: true, dice: [4, 6], point: 10, odds: '12.00', rolls: 1, line: 'pass' });
    const settled = { ...open, status: 'settled' as const };
    expect(crapsTableOf(settled)).toMatchObject({ isOpen: false, point: null });
    expect(crapsTableOf(null)).toMatchObject({ isOpen: false, dice: null, point: null, rolls: 0 });
  });

  it('reads the come bets up (on their points, then in the box) and when another may go down', () => {
    const bet = { line: 'pass' as const, amount: '6.00', field: '0.00', place: {}, hardways: {} };
    const round = (steps: unknown[]) =>
      ({ ...base, family: 'craps', status: 'open', bet, steps: [{ kind: 'bets', ...bet }, ...steps] }) as TPlayRound as Extract<
        TPlayRound,
        { family: 'craps' }
      >;
    const travelled = round([
      { kind: 'roll', dice: [2, 2], point: 4, results: [] },
      { kind: 'come', bet: 'come', amount: '5.00' },
      { kind: 'roll', dice: [3, 3], point: 4, results: [], come: { come6: '5.00' } },
      { kind: 'come', bet: 'dontCome', amount: '2.00' },
    ]);
    expect(crapsTableOf(travelled)).toMatchObject({
      point: 4,
      comeBets: [
        { bet: 'come6', side: 'come', point: 6, amount: '5.00' },
        { bet: 'dontCome', side: 'dontCome', point: null, amount: '2.00' },
      ],
      canCome: { come: true, dontCome: false },
      isRollingForCome: false,
    });
    // The point made: no point, no new come bets; the round rolls on for come 6.
    const lineDecided = round([
      { kind: 'roll', dice: [2, 2], point: 4, results: [] },
      { kind: 'come', bet: 'come', amount: '5.00' },
      { kind: 'roll', dice: [3, 3], point: 4, results: [], come: { come6: '5.00' } },
      { kind: 'roll', dice: [1, 3], point: null, results: [{ bet: 'line', outcome: 'win', paid: '12.00' }], come: { come6: '5.00' } },
    ]);
    expect(crapsTableOf(lineDecided)).toMatchObject({ point: null, canCome: { come: false, dontCome: false }, isRollingForCome: true });
    expect(crapsTableOf({ ...lineDecided, status: 'settled' }).comeBets).toEqual([]);
  });
});
