import type { TCasinoHoldemStep, TPlayRound } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { betLines, tableOf } from './table';

type Round = Extract<TPlayRound, { family: 'casinoHoldem' }>;
type Showdown = Extract<TCasinoHoldemStep, { kind: 'showdown' }>;
const deal: TCasinoHoldemStep = {
  kind: 'deal',
  cards: ['Kc', 'Kd'],
  flop: ['3s', '9h', 'Td'],
  hand: 'pair',
  ante: '2.00',
  aaBonus: '1.00',
  hint: 'call',
};
const showdown: Showdown = {
  kind: 'showdown',
  decision: 'call',
  board: ['3s', '9h', 'Td', '2c', '7d'],
  dealer: ['Qc', '4d'],
  hand: 'pair',
  dealerHand: 'highCard',
  aaBonusHand: null,
  qualifies: false,
  outcome: null,
  pays: { ante: '4.00', call: '4.00', aaBonus: '0.00' },
};
const round = (status: 'open' | 'settled', steps: Round['steps']) =>
  ({ family: 'casinoHoldem', status, bet: { ante: '2.00', aaBonus: '1.00' }, steps }) as unknown as Round;

describe('tableOf', () => {
  it('shows the player’s cards, the flop and the hint while open; the whole board and the dealer once settled', () => {
    expect(tableOf(round('open', [deal]))).toEqual({
      player: ['Kc', 'Kd'],
      board: ['3s', '9h', 'Td'],
      hand: 'pair',
      hint: 'call',
      showdown: null,
      isOpen: true,
      bets: { ante: '2.00', aaBonus: '1.00' },
    });
    const settled = tableOf(
      round('settled', [
        { kind: 'cards', cards: ['Kc', 'Kd', '3s', '9h', 'Td', '2c', '7d', 'Qc', '4d'] },
        { ...deal, hint: undefined },
        showdown,
      ]),
    );
    expect([settled.isOpen, settled.board, settled.showdown?.dealer, settled.hint]).toEqual([false, showdown.board, ['Qc', '4d'], null]);
    expect(tableOf(null)).toMatchObject({ player: [], board: [], isOpen: false, bets: null });
  });
});

describe('betLines', () => {
  it('reads a dealer who does not qualify: the ante won, the call pushed, the AA bonus lost', () => {
    expect(betLines(showdown, { ante: '2.00', aaBonus: '1.00' }, 'EUR')).toEqual([
      { bet: 'ante', paid: '4.00', result: 'win' },
      { bet: 'call', paid: '4.00', result: 'push' },
      { bet: 'aaBonus', paid: '0.00', result: 'lose' },
    ]);
  });

  it('shows no call after a fold and no AA bonus when none was bet', () => {
    const folded: Showdown = { ...showdown, decision: 'fold', pays: { ante: '0.00', call: '0.00', aaBonus: '0.00' } };
    expect(betLines(folded, { ante: '2.00', aaBonus: '0.00' }, 'EUR')).toEqual([{ bet: 'ante', paid: '0.00', result: 'lose' }]);
  });
});
