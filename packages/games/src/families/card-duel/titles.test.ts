import { describe, expect, it } from 'vitest';
import { cardDuelMath } from './rtp';
import { toPercent } from '../../shared/rational';
import { CARD_DUEL_TITLES } from './titles';
import { findTitle, provenRtp } from '../../titles/index';
import { maxWin } from '../../titles/max-win';

describe('the card duel titles', () => {
  it('are registered with the catalogue stakes', () => {
    expect(Object.keys(CARD_DUEL_TITLES)).toEqual(['BaccaratNoir', 'HighCardDuel']);
    for (const [key, title] of Object.entries(CARD_DUEL_TITLES)) expect(findTitle(key), key).toBe(title);
    expect(CARD_DUEL_TITLES.BaccaratNoir.config.limits).toEqual({ minBet: 100n, maxBet: 200_000n });
    expect(CARD_DUEL_TITLES.HighCardDuel.config.limits).toEqual({ minBet: 50n, maxBet: 50_000n });
  });

  it('state the lowest even-money spot exactly, the tie shown on its own', () => {
    const spots = cardDuelMath(CARD_DUEL_TITLES.BaccaratNoir.config).map(({ spot, isSide, rtp }) => [spot, isSide, toPercent(rtp, 4)]);
    expect(spots).toEqual([
      ['player', false, '98.7649'],
      ['banker', false, '98.9421'],
      ['tie', true, '85.6404'],
    ]);
    expect(provenRtp(CARD_DUEL_TITLES.BaccaratNoir)).toBe('98.76');
    expect(provenRtp(CARD_DUEL_TITLES.HighCardDuel)).toBe('97.05');
    for (const title of Object.values(CARD_DUEL_TITLES)) expect(provenRtp(title)).toBe(title.rtp);
  });

  it('state the largest win: the whole round on the best-paying spot', () => {
    expect(maxWin(CARD_DUEL_TITLES.BaccaratNoir)).toBe(1_800_000n); // 2,000 € on the tie, 9 × back
    expect(maxWin(CARD_DUEL_TITLES.HighCardDuel)).toBe(100_000n);
  });
});
