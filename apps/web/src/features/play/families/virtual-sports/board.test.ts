import type { TVirtualBet, TVirtualEvent, TVirtualState } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { betOutcome, featuredEvent, kicksShown, nextChangeAt, openEvent, racePositions, selectionLabel, statusAt } from './board';

const at = (s: number) => new Date(s * 1000).toISOString();
const event = (number: number, status: TVirtualEvent['status']): TVirtualEvent => ({
  number,
  status,
  closesAt: at(number * 30 - 5),
  startsAt: at(number * 30),
  endsAt: at(number * 30 + 10),
  field: ['Ace', 'Bolt', 'Comet'],
  ratings: [3, 4, 5],
  board: [],
  result: null,
  serverSeedHash: 'a'.repeat(64),
  serverSeed: null,
  clientSeed: 'DerbyDay',
});

describe('the virtual sports board', () => {
  it('features the latest event off and offers the first still taking bets', () => {
    const state: TVirtualState = {
      now: at(95),
      events: [event(2, 'finished'), event(3, 'running'), event(4, 'open'), event(5, 'open')],
      bets: [],
      balance: '1.00',
      totals: { staked: '0.00', won: '0.00' },
    };
    expect(featuredEvent(state)?.number).toBe(3);
    expect(openEvent(state)?.number).toBe(4);
    // Event 3 ends at 100 s: the next change after 95 s.
    expect(nextChangeAt(state, 95_000)).toBe(100_000);
    expect(statusAt(event(4, 'open'), 114_999)).toBe('open');
    expect(statusAt(event(4, 'open'), 115_000)).toBe('closed');
  });

  it('brings the runners to the line in the drawn order, and shows every kick by the end', () => {
    const order = [2, 0, 1];
    const crossing = (runner: number) => {
      for (let step = 0; step <= 1000; step += 1) if (racePositions(order, step / 1000)[runner]! >= 1) return step;
      return Infinity;
    };
    expect(crossing(2)).toBeLessThan(crossing(0));
    expect(crossing(0)).toBeLessThan(crossing(1));
    expect(racePositions(order, 1)).toEqual([1, 1, 1]);
    expect(racePositions(order, 0)).toEqual([0, 0, 0]);
    expect(kicksShown(9, 0)).toBe(0);
    expect(kicksShown(9, 1)).toBe(9);
  });

  it('names selections by runner and team', () => {
    const field = ['Ace', 'Bolt', 'Comet'];
    expect(selectionLabel({ market: 'win', pick: '2' }, field, null)).toBe('2. Bolt');
    expect(selectionLabel({ market: 'forecast', pick: '3-1' }, field, null)).toBe('1st 3. Comet, 2nd 1. Ace');
    expect(selectionLabel({ market: 'position', pick: '1:3' }, field, null)).toBe('1. Ace to finish 3');
    expect(selectionLabel({ market: 'correctScore', pick: 'away-sd' }, ['Home FC', 'Away FC'], 7)).toBe('Away FC in sudden death');
    expect(selectionLabel({ market: 'total', pick: 'over' }, ['Home FC', 'Away FC'], 7)).toBe('Over 7.5 goals');
  });
});

describe('a settled bet in words', () => {
  const bet = (stake: string, win: string): TVirtualBet => ({
    roundId: '00000000-0000-4000-8000-000000000001',
    eventNumber: 7,
    market: 'eachWay',
    pick: '3',
    odds: '5.00',
    placeOdds: '1.80',
    stake,
    win,
    status: 'settled',
  });
  const money = (amount: string) => `€${amount}`;

  it('calls only more than the stake back a win', () => {
    expect(betOutcome(bet('0.50', '1.70'), 'EUR', money)).toBe('You won €1.70 on event 7.');
  });

  it('words an each-way place that returns less than the stake as a return, not a win', () => {
    expect(betOutcome(bet('0.50', '0.45'), 'EUR', money)).toBe('Your bet of €0.50 on event 7 returned €0.45.');
    expect(betOutcome(bet('0.50', '0.50'), 'EUR', money)).toBe('Your bet of €0.50 on event 7 returned €0.50.');
  });

  it('words nothing back as a lost bet', () => {
    expect(betOutcome(bet('0.50', '0.00'), 'EUR', money)).toBe('Your bet of €0.50 on event 7 lost.');
  });
});
