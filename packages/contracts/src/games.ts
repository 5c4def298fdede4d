import { z } from 'zod';
import { GAME_CATEGORIES } from './game-categories';
import { textField } from './text';
import { ZCurrencyCode } from './wallet';

export const ZGameCategoryId = z.enum(GAME_CATEGORIES);
export type TGameCategoryId = (typeof GAME_CATEGORIES)[number];

/** A game (docs/product.md, Catalogue). imageId may carry a prefix before a colon ("studio:SweetBonanza"); null when the game has no art. */
export const ZGame = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.string(),
  imageId: z.string().nullable(),
  launchId: z.string(),
  categories: z.array(ZGameCategoryId),
  rtp: z.number(),
  volatility: z.enum(['low', 'medium', 'high']),
  minBet: z.string(),
  maxBet: z.string(),
});
export type TGame = z.infer<typeof ZGame>;

const ZGameCategory = z.object({ id: ZGameCategoryId, name: z.string(), gameCount: z.number() });
const ZGameSegment = z.object({ id: z.string(), name: z.string(), gameIds: z.array(z.string()) });

/** GET /game-aggregator-service/api/v1/games-and-categories/{currency} */
export const ZGamesAndCategories = z.object({
  games: z.array(ZGame),
  segments: z.array(ZGameSegment),
  categories: z.array(ZGameCategory),
});
export type TGamesAndCategories = z.infer<typeof ZGamesAndCategories>;

/** category/top-games, main-games, featured-games, new-games */
export const ZGameList = z.object({ games: z.array(ZGame) });
export type TGameList = z.infer<typeof ZGameList>;

/** A favourite game (docs/product.md, Favourite games): launchId defaults to id. */
export const ZFavoriteGame = z.object({
  id: textField().max(200),
  launchId: textField().max(200).optional(),
  category: textField().max(200),
  name: textField().max(200),
  provider: textField().max(200),
});
export type TFavoriteGame = z.infer<typeof ZFavoriteGame>;
export const ZFavoriteGameList = z.array(ZFavoriteGame.required({ launchId: true }));
export type TFavoriteGameList = z.infer<typeof ZFavoriteGameList>;

/**
 * A win shown in the winners rails; built from settled bets only. `amount` is what the round paid: the game's win
 * and, when `hasJackpot`, the jackpot pool it won on top.
 */
const ZWinner = z.object({
  gameId: z.string(),
  gameName: z.string(),
  provider: z.string(),
  nickName: z.string(),
  amount: z.string(),
  currency: z.string(),
  wonAt: z.string(),
  hasJackpot: z.literal(true).optional(),
});
/**
 * GET winners/latest and winners/top?currency: amounts in `currency` when given, else in the
 * signed-in viewer's default fund currency, else EUR.
 */
export const ZWinnersQuery = z.object({ currency: ZCurrencyCode.optional() });
export type TWinnersQuery = z.infer<typeof ZWinnersQuery>;
/** GET winners/latest and winners/top */
export const ZWinnerList = z.object({ winners: z.array(ZWinner) });
export type TWinnerList = z.infer<typeof ZWinnerList>;

/** GET skin-configuration */
export const ZSkinConfiguration = z.object({
  siteName: z.string(),
  defaultCurrency: z.string(),
  supportedLanguages: z.array(z.string()),
  supportEmail: z.string(),
});
export type TSkinConfiguration = z.infer<typeof ZSkinConfiguration>;

/** GET jackpots: configured pools, amounts as decimal strings in their currency. */
const ZJackpot = z.object({ id: z.string(), name: z.string(), amount: z.string(), currency: z.string() });
export const ZJackpotList = z.object({ jackpots: z.array(ZJackpot) });
export type TJackpotList = z.infer<typeof ZJackpotList>;
/**
 * GET jackpots/games: the catalogue ids of the games whose real-money stakes feed the pool of their currency (any
 * currency with a pool in the jackpots list). Empty while no pool runs.
 */
export const ZJackpotGames = z.object({ gameIds: z.array(z.string()) });
export type TJackpotGames = z.infer<typeof ZJackpotGames>;
