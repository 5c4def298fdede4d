import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TGameCategoryId } from '@casino/contracts';
import sharp from 'sharp';

/** Path segments a thumbnail URL may hold: nothing that could climb out of the folder. */
export const PROVIDER_SEGMENT = /^[a-z0-9][a-z0-9_-]{0,63}$/;
export const FILE_SEGMENT = /^([A-Za-z0-9][A-Za-z0-9_-]{0,127})\.webp$/;

const THUMBNAIL_WIDTH = 300;
const THUMBNAIL_HEIGHT = 400;

const CATEGORY_COLOURS: Record<TGameCategoryId, [string, string]> = {
  slots: ['#7b2ff7', '#f107a3'],
  card: ['#0f9b0f', '#064e3b'],
  video_poker: ['#1e3a8a', '#3b82f6'],
  poker: ['#7f1d1d', '#dc2626'],
  casual: ['#f59e0b', '#ef4444'],
  craps: ['#065f46', '#10b981'],
  roulette: ['#111827', '#b91c1c'],
  crash: ['#ea580c', '#facc15'],
  lottery: ['#0e7490', '#22d3ee'],
  fishing: ['#0c4a6e', '#0ea5e9'],
  virtual_sports: ['#166534', '#84cc16'],
  scratch: ['#a21caf', '#f0abfc'],
};

/** What the artwork and its place need from a game row. */
type ThumbnailSource = { name: string; provider: string; imageId?: string | null; categories: string[] };

export function thumbnailsDir(dataDir: string): string {
  return path.join(dataDir, 'thumbnails');
}

/** "velvetreel:NeonNights" → "NeonNights"; null when the id has no usable file name. */
export function imageFileName(imageId: string): string | null {
  const name = imageId.slice(imageId.indexOf(':') + 1);
  return FILE_SEGMENT.test(`${name}.webp`) ? name : null;
}

/** Where a game's thumbnail lives, or null when the game has no image or an unusable provider. */
function thumbnailPath(dataDir: string, game: Pick<ThumbnailSource, 'provider' | 'imageId'>): string | null {
  if (!game.imageId) return null;
  const provider = game.provider.toLowerCase();
  const name = imageFileName(game.imageId);
  if (!name || !PROVIDER_SEGMENT.test(provider)) return null;
  return path.join(thumbnailsDir(dataDir), provider, `${name}.webp`);
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Splits a title into lines of at most ~14 characters for the artwork. */
function titleLines(name: string): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= 14) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

export function thumbnailSvg(game: Pick<ThumbnailSource, 'name' | 'provider' | 'categories'>): string {
  const [from, to] = CATEGORY_COLOURS[game.categories[0] as TGameCategoryId] ?? ['#334155', '#64748b'];
  const lines = titleLines(game.name);
  const top = THUMBNAIL_HEIGHT / 2 - (lines.length - 1) * 22;
  const text = lines
    .map((line, i) => `<text x="150" y="${top + i * 44}" font-size="36" font-weight="700">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" viewBox="0 0 300 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="300" height="400" rx="24" fill="url(#g)"/>
<circle cx="240" cy="70" r="90" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="40" cy="360" r="110" fill="#000000" fill-opacity="0.12"/>
<g font-family="sans-serif" fill="#ffffff" text-anchor="middle">${text}
<text x="150" y="370" font-size="18" fill-opacity="0.85" letter-spacing="2">${escapeXml(game.provider.toUpperCase())}</text></g>
</svg>`;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Draws the missing thumbnails (existing files are kept); returns how many were written. */
export async function generateThumbnails(dataDir: string, rows: ThumbnailSource[]): Promise<number> {
  let written = 0;
  for (const game of rows) {
    const file = thumbnailPath(dataDir, game);
    if (!file || (await exists(file))) continue;
    await mkdir(path.dirname(file), { recursive: true });
    const webp = await sharp(Buffer.from(thumbnailSvg(game)))
      .webp({ quality: 80 })
      .toBuffer();
    // Write then rename: a reader (or a second process) never sees half a file.
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, webp);
    await rename(temp, file);
    written++;
  }
  return written;
}
