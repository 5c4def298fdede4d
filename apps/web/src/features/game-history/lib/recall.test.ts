import type { TBetRecall, TPlayRound } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { addDecimals, describeSteps, recallFacts, roundBalances, verifyUrl } from './recall';
import { common } from './recall.fixtures';

const dice: TPlayRound = {
  ...common,
  family: 'dice',
  bet: { amount: '1.00', direction: 'over', target: 5000 },
  steps: [{ roll: 7712, direction: 'over', target: 5000, multiplier: 1.98, isWin: true }],
  stake: '1.00',
  win: '1.98',
  balanceAfter: '100.98',
};

describe('game recall', () => {
  it('adds and subtracts money as decimal strings, exactly', () => {
    expect(addDecimals('100.98', '1.00', '1.98')).toBe('100.00');
    expect(addDecimals('0.10', '0.20', '0.00')).toBe('0.30');
    expect(addDecimals('0.000000000000000001', '1', '0')).toBe('1.000000000000000001');
    expect(addDecimals('0', '0', '5')).toBe('-5');
  });

  it('shows the balance before and after a settled round, none while open', () => {
    expect(roundBalances(dice)).toEqual({ start: '100.00', end: '100.98' });
    expect(roundBalances({ ...dice, balanceAfter: null })).toBeNull();
  });

  it('counts a jackpot won in the balance before, and lists it', () => {
    const won = { ...dice, jackpotWin: '1000.03', balanceAfter: '1101.01' };
    expect(roundBalances(won)).toEqual({ start: '100.00', end: '1101.01' });
    const recall = { entry: { gameName: 'Ember Dice', provider: 'EmberOak' }, round: won } as TBetRecall;
    expect(recallFacts(recall)).toContainEqual({ label: 'Jackpot won', value: '€1,000.03' });
  });

  it('links to the verifier only once the server seed is revealed', () => {
    expect(verifyUrl(dice)).toBeNull();
    expect(verifyUrl({ ...dice, fairness: { ...dice.fairness, serverSeed: 'cd'.repeat(32) } })).toBe(`/provably-fair?round=${common.id}`);
  });

  it('lists the round’s figures', () => {
    const recall = { entry: { gameName: 'Ember Dice', provider: 'EmberOak' }, round: dice } as TBetRecall;
    expect(recallFacts(recall)).toEqual([
      { label: 'Game', value: 'Ember Dice · EmberOak' },
      { label: 'Balance before', value: '€100.00' },
      { label: 'Stake', value: '€1.00' },
      { label: 'Win', value: '€1.98' },
      { label: 'Balance after', value: '€100.98' },
    ]);
  });

  it('tells a dice roll in hundredths', () => {
    expect(describeSteps(dice)).toEqual([
      {
        title: 'Rolled 77.12',
        facts: [
          { label: 'Bet', value: 'Over 50.00' },
          { label: 'Multiplier', value: '×1.98' },
          { label: 'Result', value: 'Won' },
        ],
      },
    ]);
  });

  it('tells a roulette spin with each spot and what it paid', () => {
    const round: TPlayRound = {
      ...common,
      family: 'roulette',
      bet: {
        spots: [
          { kind: 'straight', numbers: [17], amount: '1.00' },
          { kind: 'red', amount: '2.00' },
          { kind: 'dozen', which: 2, amount: '1.00' },
        ],
      },
      steps: [{ pocket: 17, colour: 'black', wins: ['36.00', '0.00', '3.00'] }],
      stake: '4.00',
      win: '39.00',
      balanceAfter: '135.00',
    };
    expect(describeSteps(round)).toEqual([
      {
        title: 'Ball landed on 17 (black)',
        facts: [
          { label: 'Straight 17, €1.00', value: '€36.00' },
          { label: 'Red, €2.00', value: '€0.00' },
          { label: 'Dozen 2, €1.00', value: '€3.00' },
        ],
      },
    ]);
  });

  it('draws a slot window row by row and marks the winning cells', () => {
    const window = [
      ['A', 'B', 'C'],
      ['A', 'D', 'E'],
      ['A', 'F', 'G'],
      ['H', 'I', 'J'],
      ['K', 'L', 'M'],
    ];
    const round: TPlayRound = {
      ...common,
      family: 'slots',
      bet: { coinValue: '0.10' },
      steps: [
        {
          freeSpin: 0,
          freeSpinsTotal: 0,
          multiplier: 1,
          stops: [0, 0, 0, 0, 0],
          window,
          wins: [
            {
              line: 0,
              symbol: 'A',
              count: 3,
              ways: 1,
              positions: [
                [0, 0],
                [1, 0],
                [2, 0],
              ],
              amount: '0.50',
            },
          ],
          scatter: { count: 0, positions: [], amount: '0.00' },
          freeSpinsAwarded: 0,
          win: '0.50',
          total: '0.50',
        },
      ],
      stake: '1.00',
      win: '0.50',
      balanceAfter: '9.50',
    };
    const [step] = describeSteps(round);
    expect(step!.title).toBe('Spin');
    expect(step!.facts).toEqual([
      { label: 'Line 1: 3 × A', value: '€0.50' },
      { label: 'Spin win', value: '€0.50' },
    ]);
    expect(step!.grid!.map((row) => row.map((c) => c.label).join(''))).toEqual(['AAAHK', 'BDFIL', 'CEGJM']);
    expect(step!.grid![0]!.map((c) => c.isHighlighted)).toEqual([true, true, true, false, false]);
    expect(step!.grid![1]!.some((c) => c.isHighlighted)).toBe(false);
  });

  it('shows a mines board with its mines and the tiles revealed', () => {
    const round: TPlayRound = {
      ...common,
      family: 'mines',
      bet: { amount: '1.00', mines: 3 },
      steps: [
        { kind: 'board', mines: [0, 1, 2] },
        { kind: 'reveal', tile: 6, isMine: false, multiplier: 1.13 },
        { kind: 'cashOut', multiplier: 1.13 },
      ],
      stake: '1.00',
      win: '1.13',
      balanceAfter: '10.13',
    };
    const [step] = describeSteps(round);
    expect(step!.facts).toEqual([
      { label: 'Tile 7', value: '×1.13' },
      { label: 'Cashed out', value: '×1.13' },
    ]);
    expect(step!.grid!.slice(0, 2).map((row) => row.map((c) => c.label).join(''))).toEqual(['✹✹✹··', '·◆···']);
    expect(step!.grid![1]![1]!.isHighlighted).toBe(true);
  });
});
