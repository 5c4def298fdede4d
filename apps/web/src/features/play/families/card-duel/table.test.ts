import { describe, expect, it } from 'vitest';
import { addChip, betOf, oddsLabel, tableTotal, type CardDuelView } from './table';

const view: CardDuelView = {
  family: 'cardDuel',
  game: 'baccarat',
  decks: 8,
  spots: [
    { spot: 'player', pays: { player: 2, banker: 0, tie: 1 }, rtp: '98.76', isSide: false },
    { spot: 'banker', pays: { player: 0, banker: 1.95, tie: 1 }, rtp: '98.94', isSide: false },
    { spot: 'tie', pays: { player: 0, banker: 0, tie: 9 }, rtp: '85.64', isSide: true },
  ],
};

describe('the card duel table', () => {
  it('stacks chips per spot and sends the staked spots in the table order', () => {
    let stakes = addChip({}, 'tie', 100n);
    stakes = addChip(stakes, 'player', 500n);
    stakes = addChip(stakes, 'player', 250n);
    expect(addChip(stakes, 'banker', null)).toBe(stakes);
    expect(addChip(stakes, 'banker', 0n)).toBe(stakes);
    expect(tableTotal(stakes)).toBe(850n);
    expect(betOf(view, stakes, 'EUR')).toEqual({
      family: 'cardDuel',
      spots: [
        { spot: 'player', amount: '7.50' },
        { spot: 'tie', amount: '1.00' },
      ],
    });
  });

  it('states each spot’s odds as a table does', () => {
    expect(view.spots.map(({ spot, pays }) => oddsLabel(pays[spot]))).toEqual(['1:1', '0.95:1', '8:1']);
  });
});
