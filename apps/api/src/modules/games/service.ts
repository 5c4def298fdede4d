import {
  GAME_CATEGORIES,
  isCurrencyCode,
  type TCurrencyCode,
  type TFavoriteGame,
  type TGame,
  type TGameCategoryId,
  type TGamesAndCategories,
  type TSkinConfiguration,
} from '@casino/contracts';
import { findTitle, provenRtp, type Title } from '@casino/games';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { convertFromEurCeil, toMajorUnits } from '../../lib/money';
import { getRate } from '../currency';
import {
  countGames,
  fillMissingImageIds,
  deleteFavorite,
  findGame,
  findGameByLaunchId,
  gamesVersion,
  insertFavorite,
  insertMissingGames,
  listFavoriteGames,
  listGames,
  type GameRow,
  type NewGameRow,
} from './repo';
import { SEED_CATALOGUE } from './seed-catalogue';

const CATEGORY_NAMES: Record<TGameCategoryId, string> = {
  card: 'Card',
  slots: 'Slots',
  video_poker: 'Video Poker',
  poker: 'Poker',
  casual: 'Casual',
  craps: 'Craps',
  roulette: 'Roulette',
  crash: 'Crash',
  lottery: 'Lottery',
  fishing: 'Fishing',
  virtual_sports: 'Virtual Sports',
  scratch: 'Scratch',
};

/** The rails of the home page: each a flag on the game row. */
export const SEGMENTS = [
  { id: 'top', name: 'Top games', flag: 'isTop' },
  { id: 'new', name: 'New games', flag: 'isNew' },
  { id: 'featured', name: 'Featured games', flag: 'isFeatured' },
  { id: 'main', name: 'Main games', flag: 'isMain' },
] as const;
export type SegmentId = (typeof SEGMENTS)[number]['id'];

export function skinConfiguration(supportEmail: string): TSkinConfiguration {
  return { siteName: 'Casino', defaultCurrency: 'EUR', supportedLanguages: ['en'], supportEmail };
}

/** The path segment of games-and-categories: anything but a supported 3-character code means EUR. */
export function catalogueCurrency(raw: string): TCurrencyCode {
  const code = raw.toUpperCase();
  return code.length === 3 && isCurrencyCode(code) ? code : 'EUR';
}

/** The seed rows: the id, launch id and image id all come from the studio and the title key. */
export function seedRows(): NewGameRow[] {
  let order = 0;
  return SEED_CATALOGUE.flatMap(({ provider, games }) =>
    games.map((g) => {
      const id = `${provider.toLowerCase()}:${g.key}`;
      const flags = new Set(g.flags ?? []);
      return {
        id,
        name: g.name,
        provider,
        imageId: id,
        launchId: id,
        categories: g.categories,
        isTop: flags.has('top'),
        isNew: flags.has('new'),
        isFeatured: flags.has('featured'),
        isMain: flags.has('main'),
        rtp: g.rtp,
        volatility: g.volatility,
        minBetEurCents: BigInt(g.minBetEurCents),
        maxBetEurCents: BigInt(g.maxBetEurCents),
        sortOrder: order++,
      };
    }),
  );
}

/**
 * Loads the shipped catalogue into an empty games table; a catalogue already there is left alone, except
 * that in-house titles seeded before they had art get their image id (nothing else of a row changes).
 */
export async function seedCatalogue(db: Db): Promise<number> {
  if ((await countGames(db)) > 0) {
    await fillMissingImageIds(
      db,
      seedRows().map((row) => row.id),
    );
    return 0;
  }
  return insertMissingGames(db, seedRows());
}

const isCategory = (c: string): c is TGameCategoryId => (GAME_CATEGORIES as readonly string[]).includes(c);

/** EUR cents → minor units of `currency` at the stored rate, rounded up: a converted minimum never undershoots. */
export type EurCentsConverter = (eurCents: bigint) => bigint;

export async function eurCentsConverter(db: Db, currency: TCurrencyCode): Promise<EurCentsConverter> {
  if (currency === 'EUR') return (cents) => cents;
  const { ratePerEur } = await getRate(db, currency);
  return (cents) => convertFromEurCeil(cents, ratePerEur, currency);
}

/** Bet limits in `currency`, as decimal strings. */
type BetFormatter = (eurCents: bigint) => string;
const eurBets: BetFormatter = (cents) => toMajorUnits(cents, 'EUR');

async function betFormatter(db: Db, currency: TCurrencyCode): Promise<BetFormatter> {
  const convert = await eurCentsConverter(db, currency);
  return (cents) => toMajorUnits(convert(cents), currency);
}

/** The title key of an in-house catalogue row: its id is `<studio in lower case>:<TitleKey>`. */
export function titleKeyOf(row: Pick<GameRow, 'id' | 'provider'>): string | null {
  const prefix = `${row.provider.toLowerCase()}:`;
  return row.id.startsWith(prefix) ? row.id.slice(prefix.length) : null;
}

/** The engine title a catalogue row plays, or undefined for a row no engine of ours plays (an imported aggregator title). */
export function titleOf(row: Pick<GameRow, 'id' | 'provider'>): Title | undefined {
  const key = titleKeyOf(row);
  return key === null ? undefined : findTitle(key);
}

/** The RTP players are shown: the one the title's configuration proves, the stored figure for a title with no engine of ours. */
function shownRtp(row: GameRow): number {
  const title = titleOf(row);
  return Number(title ? provenRtp(title) : row.rtp);
}

/** The catalogue row a launch names by its id or launch id. */
export async function findLaunchableGame(db: Db, id: string, launchId: string): Promise<GameRow | undefined> {
  return (await findGame(db, id)) ?? (await findGameByLaunchId(db, launchId));
}

function toGame(row: GameRow, formatBet: BetFormatter = eurBets): TGame {
  return {
    id: row.id,
    name: row.name,
    provider: row.provider,
    imageId: row.imageId,
    launchId: row.launchId,
    categories: row.categories.filter(isCategory),
    rtp: shownRtp(row),
    volatility: row.volatility as TGame['volatility'],
    minBet: formatBet(row.minBetEurCents),
    maxBet: formatBet(row.maxBetEurCents),
  };
}

/** Changes whenever games-and-categories in `currency` would: a catalogue row or the currency's rate changed. */
export async function catalogueVersion(db: Db, currency: TCurrencyCode = 'EUR'): Promise<string> {
  const rows = await gamesVersion(db);
  if (currency === 'EUR') return rows;
  const { ratePerEur, quotedAt } = await getRate(db, currency);
  return `${rows}|${ratePerEur}|${quotedAt.toISOString()}`;
}

/** games-and-categories: bet limits are shown in the requested currency (EUR for anything unknown). */
export async function getGamesAndCategories(db: Db, currency: TCurrencyCode = 'EUR'): Promise<TGamesAndCategories> {
  const formatBet = await betFormatter(db, currency);
  const rows = await listGames(db);
  const games = rows.map((row) => toGame(row, formatBet));
  return {
    games,
    segments: SEGMENTS.map((s) => ({ id: s.id, name: s.name, gameIds: rows.filter((r) => r[s.flag]).map((r) => r.id) })),
    categories: GAME_CATEGORIES.map((id) => ({
      id,
      name: CATEGORY_NAMES[id],
      gameCount: games.filter((g) => g.categories.includes(id)).length,
    })),
  };
}

export async function listSegmentGames(db: Db, segment: SegmentId): Promise<TGame[]> {
  const { flag } = SEGMENTS.find((s) => s.id === segment)!;
  return (await listGames(db)).filter((r) => r[flag]).map((row) => toGame(row));
}

function toFavorite(row: GameRow): Required<TFavoriteGame> {
  return { id: row.id, launchId: row.launchId || row.id, category: row.categories[0] ?? '', name: row.name, provider: row.provider };
}

export async function listFavorites(db: Db, userId: string) {
  return (await listFavoriteGames(db, userId)).map(toFavorite);
}

/** Idempotent: a second call for the same game answers with the same entry and created=false. */
export async function addFavorite(db: Db, userId: string, gameId: string, now: Date) {
  const game = await findGame(db, gameId);
  if (!game) throw notFound('Unknown game');
  const created = await insertFavorite(db, userId, game.id, now);
  return { created, favorite: toFavorite(game) };
}

export async function removeFavorite(db: Db, userId: string, gameId: string): Promise<void> {
  await deleteFavorite(db, userId, gameId);
}
