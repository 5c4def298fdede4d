import type { TGame } from '@casino/contracts';

export type Provider = { id: string; name: string };

/** SPEC.md §3: the unique provider names of the games list, each with the id of the first game found. */
export function deriveProviders(games: readonly Pick<TGame, 'id' | 'provider'>[]): Provider[] {
  const seen = new Map<string, Provider>();
  for (const game of games) {
    if (!seen.has(game.provider)) seen.set(game.provider, { id: game.id, name: game.provider });
  }
  return [...seen.values()];
}
