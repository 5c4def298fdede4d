import type { TPlayRound } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { describeSteps } from './recall';
import { common } from './recall.fixtures';

describe('game recall: craps, lotteries and fishing', () => {
  it('shows a craps round’s bets, then each roll with the point and what it settled', () => {
    const bets = { line: 'pass' as const, amount: '6.00', field: '1.00', place: { '6': '6.00' }, hardways: {} };
    const round: TPlayRound = {
      ...common,
      family: 'craps',
      bet: bets,
      steps: [
        { kind: 'dice', faces: [2, 2, 3, 3, 1, 3] },
        { kind: 'bets', ...bets },
        { kind: 'roll', dice: [2, 2], point: 4, results: [{ bet: 'field', outcome: 'win', paid: '2.00' }] },
        { kind: 'odds', amount: '18.00' },
        { kind: 'roll', dice: [3, 3], point: 4, results: [{ bet: 'place6', outcome: 'win', paid: '13.00' }] },
        {
          kind: 'roll',
          dice: [1, 3],
          point: null,
          results: [
            { bet: 'line', outcome: 'win', paid: '12.00' },
            { bet: 'odds', outcome: 'win', paid: '54.00' },
          ],
        },
      ],
      stake: '31.00',
      win: '81.00',
      balanceAfter: '150.00',
    };
    const [opened, first, odds, second, last, ...rest] = describeSteps(round);
    expect(rest).toEqual([]);
    expect(opened!.facts).toEqual([
      { label: 'Pass line', value: '€6.00' },
      { label: 'Field', value: '€1.00' },
      { label: 'Place 6', value: '€6.00' },
    ]);
    expect([first!.title, first!.facts]).toEqual([
      'Roll 2 + 2 = 4',
      [
        { label: 'Point', value: 'ON 4' },
        { label: 'Field: Won', value: '€2.00' },
      ],
    ]);
    expect(odds!.facts).toEqual([{ label: 'Staked', value: '€18.00' }]);
    expect(second!.facts[1]).toEqual({ label: 'Place 6: Won', value: '€13.00' });
    expect(last!.facts).toEqual([
      { label: 'Point', value: 'OFF' },
      { label: 'Pass line: Won', value: '€12.00' },
      { label: 'Odds: Won', value: '€54.00' },
    ]);
  });

  it('shows a keno ticket with its hits lit, the numbers drawn and the multiplier', () => {
    const round: TPlayRound = {
      ...common,
      family: 'lottery',
      bet: { amount: '1.00', picks: [3, 17, 40] },
      steps: [{ ticket: [3, 17, 40], drawn: [9, 40, 1, 2, 5, 6, 7, 3, 11, 12], hits: [40, 3], multiplier: 2.5 }],
      stake: '1.00',
      win: '2.50',
      balanceAfter: '11.50',
    };
    const [step, ...rest] = describeSteps(round);
    expect(rest).toEqual([]);
    expect(step!.title).toBe('The draw');
    expect(step!.facts).toEqual([
      { label: 'Drawn', value: '9 40 1 2 5 6 7 3 11 12' },
      { label: 'Hits', value: '2 (40 3)' },
      { label: 'Multiplier', value: '×2.5' },
    ]);
    expect(step!.grid![0]!.map((cell) => `${cell.label}${cell.isHighlighted ? '*' : ''}`)).toEqual(['3*', '17', '40*']);
  });

  it('shows a bingo card as its five columns, the free centre and the numbers drawn marked', () => {
    const ticket = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65];
    const round: TPlayRound = {
      ...common,
      family: 'lottery',
      bet: { amount: '1.00', picks: [] },
      steps: [{ ticket, drawn: [1, 33, 75], hits: [1, 33], multiplier: 0 }],
      stake: '1.00',
      win: '0.00',
      balanceAfter: '9.00',
    };
    const [step] = describeSteps(round);
    const rows = step!.grid!.map((row) => row.map((cell) => `${cell.label}${cell.isHighlighted ? '*' : ''}`).join(' '));
    expect(rows).toEqual(['1* 16 31 46 61', '2 17 32 47 62', '3 18 ★* 48 63', '4 19 33* 49 64', '5 20 34 50 65']);
    expect(step!.facts[1]).toEqual({ label: 'Hits', value: '2 (1 33)' });
  });

  it('shows a fishing shot: the target with its multiplier, caught or not, and the win', () => {
    const round: TPlayRound = {
      ...common,
      family: 'fishing',
      bet: { amount: '1.00', target: 'pike' },
      steps: [{ target: 'pike', name: 'Pike', multiplier: 5, caught: true }],
      stake: '1.00',
      win: '5.00',
      balanceAfter: '14.00',
    };
    const [step, ...rest] = describeSteps(round);
    expect(rest).toEqual([]);
    expect(step).toEqual({
      title: 'Pike caught',
      facts: [
        { label: 'Target', value: 'Pike ×5' },
        { label: 'Win', value: '€5.00' },
      ],
    });
    const missed = describeSteps({ ...round, steps: [{ ...round.steps[0]!, caught: false }], win: '0.00' } as TPlayRound);
    expect(missed[0]!.title).toBe('Pike got away');
  });
});
