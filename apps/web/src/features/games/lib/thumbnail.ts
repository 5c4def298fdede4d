import { THUMBNAIL_ART_VERSION, type TGame } from '@casino/contracts';
import { DEFAULT_CDN_URL, type RuntimeConfig } from '@/lib/runtime-config';

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

const OWN_SERVER: Pick<RuntimeConfig, 'cdnUrl' | 's3CdnUrl'> = { cdnUrl: DEFAULT_CDN_URL, s3CdnUrl: DEFAULT_CDN_URL };

/**
 * The webp thumbnail of a game (docs/product.md, Thumbnails) on the configured hosts, or null when it has no art. The
 * art version rides along as a query: browsers keep thumbnails for a year, and new art must still show.
 */
export function thumbnailUrl(
  game: Pick<TGame, 'provider' | 'imageId'>,
  hosts: Pick<RuntimeConfig, 'cdnUrl' | 's3CdnUrl'> = OWN_SERVER,
): string | null {
  if (!game.imageId) return null;
  const id = imageIdWithoutPrefix(game.imageId);
  const provider = encodeURIComponent(game.provider.toLowerCase());
  const file = `${encodeURIComponent(id)}.webp?v=${THUMBNAIL_ART_VERSION}`;
  return SELF_HOSTED_IMAGE_IDS.has(id) ? `${hosts.cdnUrl}/images/${provider}/${file}` : `${hosts.s3CdnUrl}/i/s3/${provider}/${file}`;
}
