import type { TGame } from '@casino/contracts';

export type Provider = { id: string; name: string };

/** docs/product.md, Catalogue: the unique provider names of the games list, each with the id of the first game found. */
export function deriveProviders(games: readonly Pick<TGame, 'id' | 'provider'>[]): Provider[] {
  const seen = new Map<string, Provider>();
  for (const game of games) {
    if (!seen.has(game.provider)) seen.set(game.provider, { id: game.id, name: game.provider });
  }
  return [...seen.values()];
}

export type ProviderCount = Provider & { count: number };

/** The providers with the number of games each has. */
export function countProviders(games: readonly Pick<TGame, 'id' | 'provider'>[]): ProviderCount[] {
  const counts = new Map<string, number>();
  for (const g of games) counts.set(g.provider, (counts.get(g.provider) ?? 0) + 1);
  return deriveProviders(games).map((p) => ({ ...p, count: counts.get(p.name) ?? 0 }));
}
