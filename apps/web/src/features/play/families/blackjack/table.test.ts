import type { TPlayRound } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { dealOrder, insuranceLine, tableOf, type BlackjackTableStep } from './table';

const table = (change: Partial<BlackjackTableStep>): BlackjackTableStep => ({
  kind: 'table',
  after: 'deal',
  phase: 'play',
  hands: [{ cards: ['9h', '8d'], total: 17, isSoft: false, stake: '2.00', isDoubled: false, outcome: null, pays: '0.00' }],
  active: 0,
  dealer: ['Ac'],
  dealerTotal: 11,
  insurance: null,
  insurancePays: '0.00',
  allowed: ['hit', 'stand', 'double'],
  ...change,
});
const round = (status: 'open' | 'settled', steps: BlackjackTableStep[]) =>
  ({ family: 'blackjack', status, bet: { amount: '2.01' }, steps }) as unknown as Extract<TPlayRound, { family: 'blackjack' }>;

describe('the blackjack table', () => {
  it('is the round’s last table, the hole card face down while the dealer shows one card', () => {
    expect(tableOf(null)).toEqual({ table: null, isOpen: false, isHoleHidden: false });
    const last = table({ after: 'hit' });
    expect(tableOf(round('open', [table({}), last]))).toEqual({ table: last, isOpen: true, isHoleHidden: true });
    expect(tableOf(round('settled', [table({ phase: 'settled', dealer: ['Ac', '6s'] })])).isHoleHidden).toBe(false);
  });

  it('offers insurance for half the bet rounded down, then shows it won or lost, and nothing when declined', () => {
    expect(insuranceLine(table({ phase: 'insurance' }), '2.01', 'EUR')).toEqual({ kind: 'offered', amount: '1.00' });
    expect(insuranceLine(table({ insurance: '0.00' }), '2.00', 'EUR')).toBeNull();
    expect(insuranceLine(table({ insurance: '1.00' }), '2.00', 'EUR')).toEqual({ kind: 'lost', amount: '1.00' });
    expect(insuranceLine(table({ phase: 'settled', insurance: '1.00', insurancePays: '3.00' }), '2.00', 'EUR')).toEqual({
      kind: 'won',
      amount: '3.00',
    });
  });
});

describe('dealOrder', () => {
  it('deals player, dealer, player, hole card; a hit alone; the dealer draws one after another', () => {
    expect([dealOrder(false, 0), dealOrder(true, 0), dealOrder(false, 1), dealOrder(true, 1)]).toEqual([0, 1, 2, 3]);
    expect([dealOrder(false, 2), dealOrder(false, 3)]).toEqual([0, 0]);
    expect([dealOrder(true, 2), dealOrder(true, 3), dealOrder(true, 4)]).toEqual([0, 1, 2]);
  });
});
