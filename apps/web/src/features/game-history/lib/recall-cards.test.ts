import type { TPlayRound } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { describeSteps } from './recall';
import { common } from './recall.fixtures';

describe('game recall: card games', () => {
  it('shows a video poker deal and draw, the held cards marked, and the hand made', () => {
    const round: TPlayRound = {
      ...common,
      family: 'videoPoker',
      bet: { amount: '1.00' },
      steps: [
        { kind: 'cards', cards: ['Ah', 'Kh', '2c', '7d', '9s', 'Ac', '3d', '4s', '5h', '6h'] },
        { kind: 'deal', cards: ['Ah', 'Kh', '2c', '7d', '9s'] },
        {
          kind: 'draw',
          hold: [true, true, false, false, false],
          cards: ['Ah', 'Kh', 'Ac', '3d', '4s'],
          hand: 'jacksOrBetter',
          multiplier: 1,
        },
      ],
      stake: '1.00',
      win: '1.00',
      balanceAfter: '10.00',
    };
    const [deal, draw, ...rest] = describeSteps(round);
    expect(rest).toEqual([]);
    expect(deal!.title).toBe('Deal');
    expect(deal!.facts).toEqual([{ label: 'Held', value: 'A♥ K♥' }]);
    expect(deal!.grid![0]!.map((cell) => `${cell.label}${cell.isHighlighted ? '*' : ''}`)).toEqual(['A♥*', 'K♥*', '2♣', '7♦', '9♠']);
    expect(draw!.facts).toEqual([
      { label: 'Hand', value: 'Jacks or Better' },
      { label: 'Multiplier', value: '×1' },
    ]);
    expect(draw!.grid![0]!.map((cell) => cell.label)).toEqual(['A♥', 'K♥', 'A♣', '3♦', '4♠']);
  });

  it('shows a three card poker deal with its bets, then the dealer’s cards and what each bet paid', () => {
    const round: TPlayRound = {
      ...common,
      family: 'threeCardPoker',
      bet: { ante: '2.00', pairPlus: '1.00' },
      steps: [
        { kind: 'cards', cards: ['Kc', 'Kd', '3s', 'Jc', 'Td', '8h'] },
        { kind: 'deal', cards: ['Kc', 'Kd', '3s'], hand: 'pair', ante: '2.00', pairPlus: '1.00' },
        {
          kind: 'showdown',
          decision: 'play',
          dealer: ['Jc', 'Td', '8h'],
          dealerHand: 'highCard',
          qualifies: false,
          outcome: null,
          pays: { ante: '4.00', play: '2.00', anteBonus: '0.00', pairPlus: '2.00' },
        },
      ],
      stake: '5.00',
      win: '8.00',
      balanceAfter: '10.00',
    };
    const [deal, showdown, ...rest] = describeSteps(round);
    expect(rest).toEqual([]);
    expect(deal!.facts).toEqual([
      { label: 'Ante', value: '€2.00' },
      { label: 'Pair plus', value: '€1.00' },
      { label: 'Hand', value: 'Pair' },
    ]);
    expect(deal!.grid![0]!.map((cell) => cell.label)).toEqual(['K♣', 'K♦', '3♠']);
    expect(showdown!.title).toBe('Showdown: Play');
    expect(showdown!.facts).toEqual([
      { label: 'Dealer', value: 'Dealer does not qualify' },
      { label: 'Ante', value: '€4.00' },
      { label: 'Play', value: '€2.00' },
      { label: 'Ante bonus', value: '€0.00' },
      { label: 'Pair plus', value: '€2.00' },
    ]);
    expect(showdown!.grid![0]!.map((cell) => cell.label)).toEqual(['J♣', '10♦', '8♥']);
  });

  it('shows a casino hold’em deal and flop with its bets, then the board, the dealer and what each bet paid', () => {
    const round: TPlayRound = {
      ...common,
      family: 'casinoHoldem',
      bet: { ante: '2.00', aaBonus: '1.00' },
      steps: [
        { kind: 'cards', cards: ['Ac', 'Ad', '3s', '9h', 'Td', '2c', '7d', 'Qc', '4d'] },
        { kind: 'deal', cards: ['Ac', 'Ad'], flop: ['3s', '9h', 'Td'], hand: 'pair', ante: '2.00', aaBonus: '1.00' },
        {
          kind: 'showdown',
          decision: 'call',
          board: ['3s', '9h', 'Td', '2c', '7d'],
          dealer: ['Qc', '4d'],
          hand: 'pair',
          dealerHand: 'highCard',
          aaBonusHand: 'pairOfAces',
          qualifies: false,
          outcome: null,
          pays: { ante: '4.00', call: '4.00', aaBonus: '8.00' },
        },
      ],
      stake: '7.00',
      win: '16.00',
      balanceAfter: '20.00',
    };
    const [deal, showdown, ...rest] = describeSteps(round);
    expect(rest).toEqual([]);
    expect(deal!.facts).toEqual([
      { label: 'Ante', value: '€2.00' },
      { label: 'AA bonus', value: '€1.00' },
      { label: 'Flop', value: '3♠ 9♥ 10♦' },
      { label: 'Hand', value: 'Pair' },
    ]);
    expect(deal!.grid![0]!.map((cell) => cell.label)).toEqual(['A♣', 'A♦']);
    expect(showdown!.title).toBe('Showdown: Call');
    expect(showdown!.facts).toEqual([
      { label: 'Board', value: '3♠ 9♥ 10♦ 2♣ 7♦' },
      { label: 'Hand', value: 'Pair' },
      { label: 'Dealer', value: 'Dealer does not qualify' },
      { label: 'Ante', value: '€4.00' },
      { label: 'Call', value: '€4.00' },
      { label: 'AA bonus', value: '€8.00' },
    ]);
    expect(showdown!.grid![0]!.map((cell) => cell.label)).toEqual(['Q♣', '4♦']);
  });

  it('shows each blackjack table: the hands and the dealer with their totals, insurance, and every hand’s result', () => {
    const hand = (cards: string[], total: number, stake: string, outcome: 'win' | 'lose' | null, pays: string) => ({
      cards,
      total,
      isSoft: false,
      stake,
      isDoubled: stake === '4.00',
      outcome,
      pays,
    });
    const table = { kind: 'table' as const, active: null, insurancePays: '0.00', allowed: [] };
    const round: TPlayRound = {
      ...common,
      family: 'blackjack',
      bet: { amount: '2.00' },
      steps: [
        { kind: 'shoe', cards: ['8h', 'Ac', '8d', '6s'] },
        {
          ...table,
          after: 'deal',
          phase: 'insurance',
          hands: [hand(['8h', '8d'], 16, '2.00', null, '0.00')],
          dealer: ['Ac'],
          dealerTotal: 11,
          insurance: null,
        },
        {
          ...table,
          after: 'split',
          phase: 'play',
          active: 0,
          hands: [hand(['8h', '3c'], 11, '2.00', null, '0.00'), hand(['8d'], 8, '2.00', null, '0.00')],
          dealer: ['Ac'],
          dealerTotal: 11,
          insurance: '1.00',
        },
        {
          ...table,
          after: 'stand',
          phase: 'settled',
          hands: [hand(['8h', '3c', 'Kd'], 21, '4.00', 'win', '8.00'), hand(['8d', '9c'], 17, '2.00', 'lose', '0.00')],
          dealer: ['Ac', '6s', 'Qh'],
          dealerTotal: 17,
          insurance: '1.00',
        },
      ],
      stake: '7.00',
      win: '8.00',
      balanceAfter: '150.00',
    };
    const [deal, split, last, ...rest] = describeSteps(round);
    expect(rest).toEqual([]);
    expect([deal!.title, deal!.facts]).toEqual([
      'Deal',
      [
        { label: 'Hand 1 (16)', value: '8♥ 8♦' },
        { label: 'Dealer (11)', value: 'A♣' },
      ],
    ]);
    expect(split!.title).toBe('Split');
    expect(split!.facts.at(-1)).toEqual({ label: 'Insurance', value: '€1.00 → €0.00' });
    expect(last!.facts.slice(-2)).toEqual([
      { label: 'Hand 1: Won', value: '€4.00 → €8.00' },
      { label: 'Hand 2: Lost', value: '€2.00 → €0.00' },
    ]);
  });

  it('shows a baccarat coup: both hands with their totals, the winner and what each spot returned', () => {
    const round: TPlayRound = {
      ...common,
      family: 'cardDuel',
      bet: {
        spots: [
          { spot: 'player', amount: '2.00' },
          { spot: 'tie', amount: '1.00' },
        ],
      },
      steps: [
        {
          player: ['2c', '3h', '4c'],
          banker: ['3d', 'Ts', '7d'],
          playerTotal: 9,
          bankerTotal: 0,
          outcome: 'player',
          wins: ['4.00', '0.00'],
        },
      ],
      stake: '3.00',
      win: '4.00',
      balanceAfter: '11.00',
    };
    const [step, ...rest] = describeSteps(round);
    expect(rest).toEqual([]);
    expect(step!.title).toBe('Player wins');
    expect(step!.facts).toEqual([
      { label: 'Player: 9', value: '2♣ 3♥ 4♣' },
      { label: 'Banker: 0', value: '3♦ 10♠ 7♦' },
      { label: 'Player, €2.00', value: '€4.00' },
      { label: 'Tie, €1.00', value: '€0.00' },
    ]);
    expect(step!.grid!.map((row) => row.some((cell) => cell.isHighlighted))).toEqual([true, false]);
  });

  it('shows a high card deal as you against the dealer', () => {
    const round: TPlayRound = {
      ...common,
      family: 'cardDuel',
      bet: { spots: [{ spot: 'player', amount: '1.00' }] },
      steps: [{ player: ['7c'], banker: ['7h'], playerTotal: 7, bankerTotal: 7, outcome: 'tie', wins: ['0.50'] }],
      stake: '1.00',
      win: '0.50',
      balanceAfter: '9.50',
    };
    const [step] = describeSteps(round);
    expect(step!.title).toBe('Tie');
    expect(step!.facts.map((fact) => fact.label)).toEqual(['You', 'Dealer', 'You, €1.00']);
  });
});
