import type { TGame } from '@casino/contracts';
import type { Db } from '../../db/client';
import { listSegmentGames } from '../games';

export const RECOMMENDED_GAMES_MAX = 12;

const byRtpDescending = (a: TGame, b: TGame) => b.rtp - a.rtp;

/**
 * The games we recommend: the featured ones, best return to player first, topped up from the top
 * games when fewer than RECOMMENDED_GAMES_MAX are featured. Equal RTPs keep the catalogue's order.
 */
export async function listRecommendedGames(db: Db, max = RECOMMENDED_GAMES_MAX): Promise<TGame[]> {
  const featured = (await listSegmentGames(db, 'featured')).sort(byRtpDescending);
  if (featured.length >= max) return featured.slice(0, max);
  const chosen = new Set(featured.map((g) => g.id));
  const top = (await listSegmentGames(db, 'top')).filter((g) => !chosen.has(g.id)).sort(byRtpDescending);
  return [...featured, ...top].slice(0, max);
}
