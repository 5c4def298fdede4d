import type { TGame } from '@casino/contracts';

type RailInput = {
  /** The live pools as the server read them; null when it could not (the browser's own read then decides). */
  pools: readonly unknown[] | null;
  /** The catalogue, and the ids of its games that feed a pool; null when they could not be read. */
  catalogue: readonly TGame[] | null;
  feedingIds: readonly string[] | null;
  /** The top list's ids, most popular first. */
  popularIds: readonly string[];
  limit: number;
};

/**
 * The games of the lobby's jackpot rail, or null when the rail is left out because no pool runs. They are the
 * catalogue games that feed a pool, the popular ones first (in the top list's order), then in the catalogue's order,
 * at most `limit`. Without the catalogue or the feeding list the rail keeps its pools and shows no games.
 */
export function jackpotRailGames({ pools, catalogue, feedingIds, popularIds, limit }: RailInput): TGame[] | null {
  if (pools !== null && pools.length === 0) return null;
  if (!catalogue || !feedingIds) return [];
  const feeding = new Set(feedingIds);
  const rank = new Map(popularIds.map((id, i) => [id, i]));
  return catalogue
    .filter((game) => feeding.has(game.id))
    .map((game, order) => ({ game, order, rank: rank.get(game.id) ?? popularIds.length }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map(({ game }) => game);
}
