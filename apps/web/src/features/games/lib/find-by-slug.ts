import type { TGame } from '@casino/contracts';
import { gameSlug } from '@/lib/slug';

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The game a /game/{slug} route names (slugs are built from the image id, or the id without art). */
export function findGameBySlug(games: readonly TGame[], slug: string): TGame | undefined {
  const wanted = decode(slug);
  return games.find((g) => decode(gameSlug(g.imageId ?? g.id)) === wanted);
}
