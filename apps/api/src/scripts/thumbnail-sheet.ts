// Draws every seed title's tile onto one contact sheet (WebP or PNG, by the file's extension), to look at art changes before raising
// THUMBNAIL_ART_VERSION. Without an argument it writes docs/tiles.webp, the sheet docs/game-screens.md shows (commit
// it with the art change); `npm run thumbnails:sheet -- /tmp/tiles.png` writes elsewhere.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { seedRows, tileSvg } from '../modules/games';

const COLUMNS = 10;
const CELL = 150;

const out = process.argv[2] ?? fileURLToPath(new URL('../../../../docs/tiles.webp', import.meta.url));
const rows = seedRows();
const tiles = await Promise.all(
  rows.map(async (game, i) => ({
    input: await sharp(Buffer.from(tileSvg(game)))
      .resize(CELL, CELL)
      .png()
      .toBuffer(),
    left: (i % COLUMNS) * CELL,
    top: Math.floor(i / COLUMNS) * CELL,
  })),
);
await sharp({ create: { width: COLUMNS * CELL, height: Math.ceil(rows.length / COLUMNS) * CELL, channels: 3, background: '#000000' } })
  .composite(tiles)
  .toFile(out);
console.log(`${rows.length} tiles drawn to ${out}`);
