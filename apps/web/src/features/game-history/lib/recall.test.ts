import type { TBetRecall, TPlayRound } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { addDecimals, describeSpot, describeSteps, recallFacts, roundBalances, verifyUrl } from './recall';

const common = {
  id: 'b1d4c1d6-0000-4000-8000-000000000001',
  status: 'settled' as const,
  currency: 'EUR',
  fairness: { serverSeedHash: 'ab'.repeat(32), serverSeed: null, clientSeed: 'seed', nonce: 4 },
  createdAt: '2026-01-02T10:00:00.000Z',
  settledAt: '2026-01-02T10:00:01.000Z',
};

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
    expect(describeSpot({ kind: 'dozen', which: 2, amount: '1.00' })).toBe('Dozen 2');
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
