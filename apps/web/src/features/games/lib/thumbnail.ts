import type { TGame } from '@casino/contracts';

/** The seven image ids (without prefix) served from our own image CDN; all others come from the s3 mirror. */
export const SELF_HOSTED_IMAGE_IDS: ReadonlySet<string> = new Set([
  'MidnightMint',
  'CopperCanyon',
  'LanternHarbor',
  'NeonNomad',
  'OrchardOfOdds',
  'ThunderAtlas',
  'VelvetVault',
]);

/** "studio:SweetBonanza" → "SweetBonanza". */
export function imageIdWithoutPrefix(imageId: string): string {
  const colon = imageId.indexOf(':');
  return colon === -1 ? imageId : imageId.slice(colon + 1);
}

/** The webp thumbnail of a game per SPEC.md §3, or null when it has no art. */
export function thumbnailUrl(game: Pick<TGame, 'provider' | 'imageId'>): string | null {
  if (!game.imageId) return null;
  const id = imageIdWithoutPrefix(game.imageId);
  const provider = encodeURIComponent(game.provider.toLowerCase());
  const file = `${encodeURIComponent(id)}.webp`;
  return SELF_HOSTED_IMAGE_IDS.has(id) ? `/cdn/images/${provider}/${file}` : `/cdn/i/s3/${provider}/${file}`;
}
