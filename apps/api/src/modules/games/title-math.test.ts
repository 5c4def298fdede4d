import { stakeLimitsOf, TITLES } from '@casino/games';
import { describe, expect, it } from 'vitest';
import { SEED_CATALOGUE } from './seed-catalogue';

// The catalogue states each title's RTP to players; the games package proves a figure from the
// title's configuration (its own tests). Here the two must be the same title with the same figure.
const catalogue = SEED_CATALOGUE.flatMap((studio) => studio.games);

describe('the catalogue and the titles the engines play', () => {
  it('every title the engines play is the catalogue’s, with its name, RTP, volatility and stake limits', () => {
    for (const [key, title] of Object.entries(TITLES)) {
      const game = catalogue.find((g) => g.key === key);
      expect(game, key).toBeDefined();
      const { minBet, maxBet } = stakeLimitsOf(title);
      expect([title.name, title.rtp, title.volatility, minBet, maxBet], key).toEqual([
        game!.name,
        game!.rtp,
        game!.volatility,
        BigInt(game!.minBetEurCents),
        BigInt(game!.maxBetEurCents),
      ]);
    }
  });

  it('every slot, roulette, scratch, video poker, lottery, fishing and craps game of the catalogue is played by an engine', () => {
    const covered = ['slots', 'roulette', 'scratch', 'video_poker', 'lottery', 'fishing', 'craps'] as const;
    const expected = catalogue.filter((g) => covered.some((c) => g.categories.includes(c))).map((g) => g.key);
    expect(Object.keys(TITLES)).toEqual(expect.arrayContaining(expected));
  });
});
