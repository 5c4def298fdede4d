'use client';
import type { TGame } from '@casino/contracts';
import { useFavoriteIds } from '../hooks';
import { GameTile } from './game-tile';
import { RAIL_LIST_CLASSES } from './rail-list';

/** A rail's games, each with the signed-in player's heart. */
export function RailGames({ games }: { games: TGame[] }) {
  const favorites = useFavoriteIds();
  return (
    <ul className={RAIL_LIST_CLASSES}>
      {games.map((game) => (
        <li key={game.id}>
          <GameTile game={game} isFavorite={favorites.has(game.id)} />
        </li>
      ))}
    </ul>
  );
}
