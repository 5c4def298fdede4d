import type { TJackpotGames } from '@casino/contracts';
import type { Db } from '../../db/client';
import { findCatalogueTitles } from '../games';
import type { JackpotSettings } from './config';

/**
 * The catalogue games whose real-money stakes feed a pool: the participating titles the catalogue carries, none while
 * no currency has a pool. Sorted, so the answer only changes when the catalogue or the settings do.
 */
export async function listJackpotGames(db: Db, settings: JackpotSettings): Promise<TJackpotGames> {
  if (settings.pools.size === 0 || settings.titles.size === 0) return { gameIds: [] };
  const found = await findCatalogueTitles(db, [...settings.titles]);
  return { gameIds: [...found.values()].map((title) => title.gameId).sort() };
}
