import type { TGame } from '@casino/contracts';
import { gameSlug } from '@/lib/slug';

export type GameClickAction = { kind: 'navigate'; href: string } | { kind: 'sign-in' };

/** The play route of a game; games without art are slugged from their id. */
export function gameHref(game: Pick<TGame, 'id' | 'imageId'>, demo = false): string {
  const slug = gameSlug(game.imageId ?? game.id);
  return demo ? `/game/${slug}?demo=true` : `/game/${slug}`;
}

/**
 * docs/product.md, Game page: players go to /game/{slug}; a visitor clicking a game with an image id gets the sign-in
 * dialog; a game without an image id opens in demo mode.
 */
export function gameClickAction(game: Pick<TGame, 'id' | 'imageId'>, isAuthenticated: boolean): GameClickAction {
  if (isAuthenticated) return { kind: 'navigate', href: gameHref(game) };
  if (game.imageId) return { kind: 'sign-in' };
  return { kind: 'navigate', href: gameHref(game, true) };
}
