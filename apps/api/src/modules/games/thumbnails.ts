import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { THUMBNAIL_ART_VERSION } from '@casino/contracts';
import sharp from 'sharp';
import { backdropSvg } from './art/backdrop';
import { tileSvg } from './art/tile';

/** Path segments a thumbnail URL may hold: nothing that could climb out of the folder. */
export const PROVIDER_SEGMENT = /^[a-z0-9][a-z0-9_-]{0,63}$/;
export const FILE_SEGMENT = /^([A-Za-z0-9][A-Za-z0-9_-]{0,127})\.webp$/;

/** What the artwork and its place need from a game row. */
type ThumbnailSource = { name: string; provider: string; imageId?: string | null; categories: string[] };

/**
 * Where the thumbnails of the current art live: one folder per art version, so new art is drawn for
 * every title on the first start after it ships (the files of an older version are never served), while
 * files already drawn for this version are kept. `root` is the configured THUMBNAILS_DIR.
 */
export function thumbnailsDir(root: string): string {
  return path.join(root, `v${THUMBNAIL_ART_VERSION}`);
}

/** Where the game screens' backdrops of the current art live (art/backdrop.ts), beside the tiles' folders. */
export function backdropsDir(root: string): string {
  return path.join(root, `v${THUMBNAIL_ART_VERSION}-backdrops`);
}

/** The path a game's backdrop is served at (gameAssetRoutes), or null when the game has no art. */
export function backdropPath(game: Pick<ThumbnailSource, 'provider' | 'imageId'>): string | null {
  const name = game.imageId ? imageFileName(game.imageId) : null;
  const provider = game.provider.toLowerCase();
  if (!name || !PROVIDER_SEGMENT.test(provider)) return null;
  return `/cdn/backdrops/${provider}/${name}.webp?v=${THUMBNAIL_ART_VERSION}`;
}

/** "velvetreel:NeonNights" → "NeonNights"; null when the id has no usable file name. */
export function imageFileName(imageId: string): string | null {
  const name = imageId.slice(imageId.indexOf(':') + 1);
  return FILE_SEGMENT.test(`${name}.webp`) ? name : null;
}

/** Where a game's art of one kind lives under `dir`, or null when the game has no image or an unusable provider. */
function artPath(dir: string, game: Pick<ThumbnailSource, 'provider' | 'imageId'>): string | null {
  if (!game.imageId) return null;
  const provider = game.provider.toLowerCase();
  const name = imageFileName(game.imageId);
  if (!name || !PROVIDER_SEGMENT.test(provider)) return null;
  return path.join(dir, provider, `${name}.webp`);
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Writes the webp of `svg` to `file`, unless it is there already; true when it was written. */
async function drawOnce(file: string, svg: () => string): Promise<boolean> {
  if (await exists(file)) return false;
  await mkdir(path.dirname(file), { recursive: true });
  const webp = await sharp(Buffer.from(svg())).webp({ quality: 80 }).toBuffer();
  // Write then rename: a reader (or a second process) never sees half a file.
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, webp);
  await rename(temp, file);
  return true;
}

/**
 * Draws the missing thumbnails, then the missing game-screen backdrops (the lobby needs the tiles first);
 * existing files are kept. Returns how many were written.
 */
export async function generateThumbnails(root: string, rows: ThumbnailSource[]): Promise<number> {
  let written = 0;
  const kinds = [
    { dir: thumbnailsDir(root), svg: tileSvg },
    { dir: backdropsDir(root), svg: backdropSvg },
  ];
  for (const { dir, svg } of kinds) {
    for (const game of rows) {
      const file = artPath(dir, game);
      if (file && (await drawOnce(file, () => svg(game)))) written++;
    }
  }
  return written;
}
