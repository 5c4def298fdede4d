import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { THUMBNAIL_ART_VERSION } from '@casino/contracts';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { glyphNameFor } from './art/glyphs';
import { eventOf } from './art/motifs-sport';
import { fitTitle, textWidth, TITLE_AREA } from './art/text-fit';
import { themeOf } from './art/theme';
import { BACKDROP_SIZE, backdropSvg } from './art/backdrop';
import { tileSvg } from './art/tile';
import { seedRows } from './service';
import { backdropPath, backdropsDir, generateThumbnails, thumbnailsDir } from './thumbnails';

/** The width in px librsvg really draws `text` at (bold sans-serif), from the ink of a render. */
async function renderedWidth(text: string, fontSize: number): Promise<number> {
  // Bars either side: the ink then spans the text's advance, side bearings included.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="${fontSize * 2}"><text x="10" y="${fontSize * 1.4}" font-family="sans-serif" font-weight="700" font-size="${fontSize}" xml:space="preserve">|${text}|</text></svg>`;
  const bars = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="${fontSize * 2}"><text x="10" y="${fontSize * 1.4}" font-family="sans-serif" font-weight="700" font-size="${fontSize}">||</text></svg>`;
  const width = async (s: string) =>
    (await sharp(Buffer.from(s)).flatten({ background: '#fff' }).trim({ threshold: 10 }).toBuffer({ resolveWithObject: true })).info.width;
  return (await width(svg)) - (await width(bars));
}

describe('tile titles', () => {
  it('measures text as librsvg draws it', async () => {
    for (const sample of ['Moonlit Meadow', 'Night Owl Keno', "Casino Hold'em", 'WWW mmm iii 0123']) {
      const drawn = await renderedWidth(sample, 40);
      expect(Math.abs(textWidth(sample, 40) - drawn), sample).toBeLessThanOrEqual(drawn * 0.02 + 1);
    }
  });

  it('fits every catalogue title inside the title area', () => {
    for (const { name } of seedRows()) {
      const { fontSize, lines } = fitTitle(name);
      expect(lines.map((l) => l.text).join(' '), name).toBe(name);
      expect(lines.length * fontSize * 1.12, name).toBeLessThanOrEqual(TITLE_AREA.height);
      for (const line of lines) expect(line.width, `${name}: ${line.text}`).toBeLessThanOrEqual(TITLE_AREA.width);
      expect(fontSize, name).toBeGreaterThanOrEqual(22);
    }
  });

  it('keeps the titles that used to be cut off on one readable line each', () => {
    // At the old 36 px, "Moonlit Meadow" alone was 333 px wide on a 300 px tile.
    expect(textWidth('Moonlit Meadow', 36)).toBeGreaterThan(300);
    for (const name of ['Moonlit Meadow', 'Night Owl Keno']) {
      expect(Math.max(...fitTitle(name).lines.map((l) => l.width))).toBeLessThanOrEqual(TITLE_AREA.width);
    }
  });

  it('squeezes a word too long for any size to the area instead of letting it overflow', () => {
    const svg = tileSvg({ name: 'Supercalifragilisticexpialidocious', provider: 'Bluefin', categories: ['slots'] });
    expect(svg).toContain(`textLength="${TITLE_AREA.width}" lengthAdjust="spacingAndGlyphs"`);
  });

  it('escapes titles and studio names in the artwork', () => {
    const svg = tileSvg({ name: 'Cats & <Dogs>', provider: 'Tom"s', categories: ['slots'] });
    expect(svg).toContain('Cats &amp;');
    expect(svg).toContain('TOM&quot;S');
    expect(svg).not.toContain('<Dogs>');
  });
});

describe('tile art', () => {
  const rows = seedRows();

  it('gives every catalogue title art of its own that renders to a 300 px square', async () => {
    const svgs = rows.map(tileSvg);
    expect(new Set(svgs).size).toBe(rows.length);
    for (const [i, svg] of svgs.slice(0, 12).entries()) {
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta, rows[i]!.name).toMatchObject({ width: 300, height: 300 });
    }
  });

  it('draws slot reels from the title’s own symbols', () => {
    expect(glyphNameFor('Jade Coin')).toBe('coin');
    expect(glyphNameFor('Barn Owl')).toBe('bird');
    expect(glyphNameFor('Snowflake')).toBe('crystal');
    const theme = themeOf(rows.find((r) => r.name === 'Lucky Lanterns')!);
    expect(theme.family).toBe('slots');
    expect(theme.symbols.map((s) => s.label)).toEqual(['Golden Dragon', 'Koi', 'Fortune Cat']);
    expect(theme.symbols.map((s) => glyphNameFor(s.label))).toEqual(['flame', 'fish', null]);
  });

  it('draws each virtual sport as the event its name tells', () => {
    const events = rows.filter((r) => r.categories[0] === 'virtual_sports').map((r) => [r.name, eventOf(r.name)]);
    expect(events).toEqual([
      ['Derby Day', 'horse'],
      ['Penalty Shootout', 'penalty'],
      ['Greyhound Grand Prix', 'dog'],
      ['Virtual Speedway', 'car'],
    ]);
  });

  it('gives every title a wide, textless game-screen backdrop of its own theme', async () => {
    const svgs = rows.map(backdropSvg);
    expect(new Set(svgs).size).toBe(rows.length);
    for (const svg of svgs) expect(svg).not.toMatch(/<text\b[^>]*>[^<]*(Lucky|Lanterns|LUNARFORGE)/);
    const theme = themeOf(rows[0]!);
    expect(svgs[0]).toContain(theme.palette.from);
    expect(await sharp(Buffer.from(svgs[0]!)).metadata()).toMatchObject(BACKDROP_SIZE);
    expect(backdropPath(rows[0]!)).toBe(`/cdn/backdrops/lunarforge/LuckyLanterns.webp?v=${THUMBNAIL_ART_VERSION}`);
    expect(backdropPath({ provider: 'LunarForge', imageId: null })).toBeNull();
  });

  it('puts the studio badge inside the tile', () => {
    const svg = tileSvg(rows[0]!);
    const badge = /<rect x="12" y="12" width="([\d.]+)" height="28"/.exec(svg);
    expect(badge).not.toBeNull();
    expect(12 + Number(badge![1])).toBeLessThanOrEqual(288);
    expect(svg).toContain('LUNARFORGE');
  });
});

describe('generateThumbnails', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'casino-art-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const row = { name: 'Neon Nights', provider: 'VelvetReel', imageId: 'velvetreel:NeonNights', categories: ['slots'] };

  it('draws into the current art version’s folder and keeps a file already drawn for it', async () => {
    expect(thumbnailsDir(dataDir)).toBe(path.join(dataDir, 'thumbnails', `v${THUMBNAIL_ART_VERSION}`));
    // The tile and the game screen's backdrop.
    expect(await generateThumbnails(dataDir, [row])).toBe(2);
    const file = path.join(thumbnailsDir(dataDir), 'velvetreel', 'NeonNights.webp');
    expect((await sharp(path.join(backdropsDir(dataDir), 'velvetreel', 'NeonNights.webp')).metadata()).width).toBe(BACKDROP_SIZE.width);
    const first = await stat(file);
    expect(await generateThumbnails(dataDir, [row])).toBe(0);
    expect((await stat(file)).mtimeMs).toBe(first.mtimeMs);
  });

  it('draws new art when the art version changes, whatever an older version left', async () => {
    // A file of the old art, where the previous version kept it.
    const old = path.join(dataDir, 'thumbnails', 'velvetreel');
    await mkdir(old, { recursive: true });
    await writeFile(path.join(old, 'NeonNights.webp'), 'old art');
    expect(await generateThumbnails(dataDir, [row])).toBe(2);
    expect(await readdir(path.join(thumbnailsDir(dataDir), 'velvetreel'))).toEqual(['NeonNights.webp']);
  });
});
