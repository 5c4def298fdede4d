import { describe, expect, it } from 'vitest';
import { ratio, toPercent } from '../../shared/rational';
import type { CardDuelConfig } from './card-duel';
import { cardDuelMath, outcomeCounts } from './rtp';

const BACCARAT_PAYS: CardDuelConfig['pays'] = {
  player: { player: 2, banker: 0, tie: 1 },
  banker: { player: 0, banker: 1.95, tie: 1 },
  tie: { player: 0, banker: 0, tie: 9 },
};
const baccarat = (decks: number): CardDuelConfig => ({
  game: 'baccarat',
  decks,
  pays: BACCARAT_PAYS,
  sideSpots: ['tie'],
  limits: { minBet: 1n, maxBet: 1n },
});
const perSpot = (config: CardDuelConfig) => Object.fromEntries(cardDuelMath(config).map(({ spot, rtp }) => [spot, toPercent(rtp, 4)]));

describe('card duel math', () => {
  it('counts every baccarat deal once: the outcomes add up to the ordered six-card deals of the shoe', () => {
    const { counts, total } = outcomeCounts({ game: 'baccarat', decks: 8 });
    expect(counts.player + counts.banker + counts.tie).toBe(total);
    expect(total).toBe(416n * 415n * 414n * 413n * 412n * 411n);
  });

  // Published eight-deck figures: Banker wins 45.8597 %, Player 44.6247 %, Tie 9.5156 %; house edges
  // 1.06 % (Banker), 1.24 % (Player), 14.36 % (Tie at 8:1). Six decks: 1.0579 %, 1.2351 %, 14.4382 %.
  it('matches the published eight-deck punto banco odds and returns', () => {
    const { counts, total } = outcomeCounts({ game: 'baccarat', decks: 8 });
    expect([counts.banker, counts.player, counts.tie].map((count) => toPercent(ratio(count, total), 4))).toEqual([
      '45.8597',
      '44.6247',
      '9.5156',
    ]);
    expect(perSpot(baccarat(8))).toEqual({ player: '98.7649', banker: '98.9421', tie: '85.6404' });
  });

  it('matches the published six-deck returns', () => {
    expect(perSpot(baccarat(6))).toEqual({ player: '98.7626', banker: '98.9442', tie: '85.5618' });
  });

  it('proves high card from one deck: a tie 1 in 17, half back on it, 33/34', () => {
    const highCard: CardDuelConfig = {
      game: 'highCard',
      decks: 1,
      pays: { player: { player: 2, banker: 0, tie: 0.5 } },
      sideSpots: [],
      limits: { minBet: 1n, maxBet: 1n },
    };
    const { counts, total } = outcomeCounts(highCard);
    expect(ratio(counts.tie, total)).toEqual(ratio(1, 17));
    expect(cardDuelMath(highCard)).toEqual([{ spot: 'player', isSide: false, rtp: ratio(33, 34) }]);
  });
});
