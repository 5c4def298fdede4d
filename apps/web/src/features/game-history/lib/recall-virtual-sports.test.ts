import type { TPlayRound } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { describeSteps } from './recall';
import { common } from './recall.fixtures';

describe('game recall: virtual sports', () => {
  it('tells a virtual sports bet: the event, the selection at its price, then the result as drawn', () => {
    const race = {
      field: [
        { name: 'Swift Arrow', strength: 3 },
        { name: 'Dusty Blue', strength: 5 },
        { name: 'Rapid Rosie', strength: 4 },
      ],
      order: [1, 2, 0],
    };
    const bet = { amount: '1.00', eventNumber: 14_400_123, market: 'forecast' as const, pick: '2-3', odds: '6.10', placeOdds: null };
    const settled: TPlayRound = {
      ...common,
      family: 'virtualSports',
      bet,
      steps: [{ event: race }],
      stake: '1.00',
      win: '6.10',
      balanceAfter: '105.10',
    };
    expect(describeSteps(settled)).toEqual([
      {
        title: 'Event 14400123',
        facts: [
          { label: 'Forecast', value: '2. Dusty Blue, 3. Rapid Rosie @ 6.10' },
          { label: 'Result', value: '2. Dusty Blue, 3. Rapid Rosie, 1. Swift Arrow' },
        ],
      },
    ]);
    const open: TPlayRound = { ...settled, status: 'open', steps: [], win: '0.00', settledAt: null };
    expect(describeSteps(open)[0]!.facts).toEqual([
      { label: 'Forecast', value: '2-3 @ 6.10' },
      { label: 'Result', value: 'The event has not ended yet' },
    ]);
  });
});
