import {
  CARD_DUEL_TITLES,
  CRAPS_TITLES,
  LOTTERY_TITLES,
  SLOT_TITLES,
  TABLE_TITLES,
  THREE_CARD_TITLES,
  VIDEO_POKER_TITLES,
} from '@casino/games';
import { describe, expect, it } from 'vitest';
import { SEED_CATALOGUE } from './seed-catalogue';

// The catalogue states each title's RTP to players; the games package proves a figure from the
// title's configuration (its own tests). Here the two must be the same title with the same figure.
const catalogue = SEED_CATALOGUE.flatMap((studio) => studio.games);
const gameOf = (key: string) => catalogue.find((g) => g.key === key);

describe('the catalogue and the titles the engines play', () => {
  it('every slot title is the catalogue’s, with its name, RTP, volatility and stake limits', () => {
    const catalogueSlots = catalogue.filter((g) => g.categories.includes('slots')).map((g) => g.key);
    expect(SLOT_TITLES.map((t) => t.key).sort()).toEqual(catalogueSlots.sort());
    for (const title of SLOT_TITLES) {
      const game = gameOf(title.key)!;
      expect([title.name, title.rtp, title.volatility, title.minStake, title.maxStake], title.key).toEqual([
        game.name,
        game.rtp,
        game.volatility,
        BigInt(game.minBetEurCents),
        BigInt(game.maxBetEurCents),
      ]);
    }
  });

  it('every roulette, casual and scratch title is the catalogue’s, with its name and RTP', () => {
    for (const [key, title] of Object.entries(TABLE_TITLES)) {
      const game = gameOf(key);
      expect(game, key).toBeDefined();
      expect([title.name, title.rtp], key).toEqual([game!.name, game!.rtp]);
    }
    const tableCategories = ['roulette', 'scratch'] as const;
    const expected = catalogue.filter((g) => tableCategories.some((c) => g.categories.includes(c))).map((g) => g.key);
    expect(Object.keys(TABLE_TITLES)).toEqual(expect.arrayContaining(expected));
  });

  it('every video poker title is the catalogue’s, with its name, RTP and stake limits', () => {
    const catalogueVideoPoker = catalogue.filter((g) => g.categories.includes('video_poker')).map((g) => g.key);
    expect(Object.keys(VIDEO_POKER_TITLES).sort()).toEqual(catalogueVideoPoker.sort());
    for (const [key, title] of Object.entries(VIDEO_POKER_TITLES)) {
      const game = gameOf(key)!;
      expect([title.name, title.rtp, title.config.limits.minBet, title.config.limits.maxBet], key).toEqual([
        game.name,
        game.rtp,
        BigInt(game.minBetEurCents),
        BigInt(game.maxBetEurCents),
      ]);
    }
  });

  it('every lottery title is the catalogue’s, with its name, RTP, volatility and stake limits', () => {
    const catalogueLottery = catalogue.filter((g) => g.categories.includes('lottery')).map((g) => g.key);
    expect(Object.keys(LOTTERY_TITLES).sort()).toEqual(catalogueLottery.sort());
    for (const [key, title] of Object.entries(LOTTERY_TITLES)) {
      const game = gameOf(key)!;
      expect([title.name, title.rtp, title.volatility, title.config.limits.minBet, title.config.limits.maxBet], key).toEqual([
        game.name,
        game.rtp,
        game.volatility,
        BigInt(game.minBetEurCents),
        BigInt(game.maxBetEurCents),
      ]);
    }
  });

  it('Baccarat Noir and High Card Duel are the catalogue’s, with their name, RTP, volatility and stake limits', () => {
    for (const [key, title] of Object.entries(CARD_DUEL_TITLES)) {
      const game = gameOf(key)!;
      expect(game, key).toBeDefined();
      expect([title.name, title.rtp, title.volatility, title.config.limits.minBet, title.config.limits.maxBet], key).toEqual([
        game.name,
        game.rtp,
        game.volatility,
        BigInt(game.minBetEurCents),
        BigInt(game.maxBetEurCents),
      ]);
    }
  });

  it('every three card poker title is the catalogue’s, with its name, RTP, volatility and stake limits', () => {
    const catalogueThreeCard = catalogue.filter((g) => g.key === 'ThreeCardShowdown').map((g) => g.key);
    expect(Object.keys(THREE_CARD_TITLES)).toEqual(catalogueThreeCard);
    for (const [key, title] of Object.entries(THREE_CARD_TITLES)) {
      const game = gameOf(key)!;
      expect([title.name, title.rtp, title.volatility, title.config.limits.minBet, title.config.limits.maxBet], key).toEqual([
        game.name,
        game.rtp,
        game.volatility,
        BigInt(game.minBetEurCents),
        BigInt(game.maxBetEurCents),
      ]);
    }
  });

  it('Craps Canyon and Longship Dice are the catalogue’s craps titles (Ember Dice plays dice), with their name, RTP, volatility and stake limits', () => {
    const catalogueCraps = catalogue.filter((g) => g.categories.includes('craps') && g.key !== 'EmberDice').map((g) => g.key);
    expect(Object.keys(CRAPS_TITLES).sort()).toEqual(catalogueCraps.sort());
    for (const [key, title] of Object.entries(CRAPS_TITLES)) {
      const game = gameOf(key)!;
      expect([title.name, title.rtp, title.volatility, title.config.limits.minBet, title.config.limits.maxBet], key).toEqual([
        game.name,
        game.rtp,
        game.volatility,
        BigInt(game.minBetEurCents),
        BigInt(game.maxBetEurCents),
      ]);
    }
  });
});
