import type { TPlayRound, TThreeCardStep } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { betLines, tableOf } from './table';

type Round = Extract<TPlayRound, { family: 'threeCardPoker' }>;
type Showdown = Extract<TThreeCardStep, { kind: 'showdown' }>;
const deal: TThreeCardStep = { kind: 'deal', cards: ['Kc', 'Kd', '3s'], hand: 'pair', ante: '2.00', pairPlus: '1.00' };
const showdown: Showdown = {
  kind: 'showdown',
  decision: 'play',
  dealer: ['Qc', '9d', '4h'],
  dealerHand: 'highCard',
  qualifies: true,
  outcome: 'win',
  pays: { ante: '4.00', play: '4.00', anteBonus: '0.00', pairPlus: '2.00' },
};
const round = (status: 'open' | 'settled', steps: Round['steps']) =>
  ({ family: 'threeCardPoker', status, bet: { ante: '2.00', pairPlus: '1.00' }, steps }) as unknown as Round;

describe('tableOf', () => {
  it('shows the player’s cards while open and the showdown once settled', () => {
    expect(tableOf(round('open', [deal]))).toEqual({
      player: ['Kc', 'Kd', '3s'],
      hand: 'pair',
      showdown: null,
      isOpen: true,
      bets: { ante: '2.00', pairPlus: '1.00' },
    });
    const settled = tableOf(round('settled', [{ kind: 'cards', cards: ['Kc', 'Kd', '3s', 'Qc', '9d', '4h'] }, deal, showdown]));
    expect([settled.isOpen, settled.showdown?.dealer]).toEqual([false, ['Qc', '9d', '4h']]);
    expect(tableOf(null)).toMatchObject({ player: [], hand: null, isOpen: false, bets: null });
  });
});

describe('betLines', () => {
  it('reads each bet as won, pushed or lost', () => {
    expect(betLines(showdown, { ante: '2.00', pairPlus: '1.00' }, 'EUR')).toEqual([
      { bet: 'ante', paid: '4.00', result: 'win' },
      { bet: 'play', paid: '4.00', result: 'win' },
      { bet: 'pairPlus', paid: '2.00', result: 'win' },
    ]);
    const notQualifying: Showdown = {
      ...showdown,
      qualifies: false,
      outcome: null,
      pays: { ante: '4.00', play: '2.00', anteBonus: '2.00', pairPlus: '0.00' },
    };
    expect(betLines(notQualifying, { ante: '2.00', pairPlus: '0.00' }, 'EUR')).toEqual([
      { bet: 'ante', paid: '4.00', result: 'win' },
      { bet: 'play', paid: '2.00', result: 'push' },
      { bet: 'anteBonus', paid: '2.00', result: 'win' },
    ]);
    const folded: Showdown = {
      ...showdown,
      decision: 'fold',
      outcome: null,
      pays: { ante: '0.00', play: '0.00', anteBonus: '0.00', pairPlus: '0.00' },
    };
    expect(betLines(folded, { ante: '2.00', pairPlus: '1.00' }, 'EUR')).toEqual([
      { bet: 'ante', paid: '0.00', result: 'lose' },
      { bet: 'pairPlus', paid: '0.00', result: 'lose' },
    ]);
  });
});
