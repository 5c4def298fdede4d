import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { THUMBNAIL_ART_VERSION } from '@casino/contracts';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCENE_ICONS, SLOT_ART } from '@casino/art/server';
import { BACKDROP_SIZE, backdropSvg } from './art/backdrop';
import { paletteOf } from './art/palette';
import { sceneOf } from './art/scene';
import { tileSvg } from './art/tile';
import { seedRows } from './service';
import { backdropPath, backdropsDir, generateThumbnails, thumbnailsDir } from './thumbnails';

describe('tile art', () => {
  const rows = seedRows();
  const bodies = (svg: string) =>
    [...svg.matchAll(/<svg x="[^"]*" y="[^"]*" width="[^"]*" height="[^"]*" viewBox="[^"]*">(.*?)<\/svg>/gs)].map((m) => m[1]!);

  it('gives every catalogue title art of its own that renders to a 300 px square', async () => {
    const svgs = rows.map(tileSvg);
    expect(new Set(svgs).size).toBe(rows.length);
    for (const [i, svg] of svgs.slice(0, 12).entries()) {
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta, rows[i]!.name).toMatchObject({ width: 300, height: 300 });
    }
  });

  it('writes neither the title nor its studio on the art: the lobby captions the tile', () => {
    for (const row of rows) {
      const svg = tileSvg(row);
      expect(svg, row.name).not.toMatch(/<text\b/);
      expect(svg, row.name).not.toContain(row.provider.toUpperCase());
    }
  });

  it('draws a slot from its own symbols: its wild large, its scatter and its three best-paying symbols', () => {
    const lanterns = tileSvg(rows.find((r) => r.name === 'Lucky Lanterns')!);
    const art = SLOT_ART.LuckyLanterns!;
    // Wild, scatter, then Golden Dragon, Koi and Fortune Cat (the best-paying regular symbols).
    expect(bodies(lanterns)).toEqual([art.W!.body, art.S!.body, art.D!.body, art.K!.body, art.C!.body]);
    // Another title's wild is not on it.
    expect(lanterns).not.toContain(SLOT_ART.CherryCabaret!.W!.body);
  });

  it("draws another family's objects with the icon its name tells, never one icon twice", () => {
    const scene = (name: string) => sceneOf(rows.find((r) => r.name === name)!);
    expect(scene('Lunar Roulette')).toMatchObject({ hero: SCENE_ICONS.wheel, accent: SCENE_ICONS['crescent-moon'] });
    // A virtual sport is led by its event.
    expect(scene('Derby Day')).toMatchObject({ hero: SCENE_ICONS['horse-racing'], accent: SCENE_ICONS.trophy });
    expect(scene('Penalty Shootout').hero).toBe(SCENE_ICONS['soccer-ball']);
    for (const row of rows) {
      const drawn = bodies(tileSvg(row));
      expect(new Set(drawn).size, row.name).toBe(drawn.length);
      expect(drawn.length, row.name).toBeGreaterThanOrEqual(3);
    }
  });

  it('draws a title without an engine of ours from its category', () => {
    const svg = tileSvg({ name: 'Imported Spin', provider: 'Elsewhere', categories: ['crash'], imageId: 'elsewhere:ImportedSpin' });
    expect(bodies(svg)[0]).toBe(SCENE_ICONS.rocket!.body);
  });

  it('gives every title a wide, textless game-screen backdrop of its own theme', async () => {
    const svgs = rows.map(backdropSvg);
    expect(new Set(svgs).size).toBe(rows.length);
    for (const svg of svgs) expect(svg).not.toMatch(/<text\b/);
    expect(svgs[0]).toContain(paletteOf(rows[0]!.name, rows[0]!.categories[0]!).from);
    expect(svgs[0]).toContain(SLOT_ART.LuckyLanterns!.W!.body);
    expect(await sharp(Buffer.from(svgs[0]!)).metadata()).toMatchObject(BACKDROP_SIZE);
    expect(backdropPath(rows[0]!)).toBe(`/cdn/backdrops/lunarforge/LuckyLanterns.webp?v=${THUMBNAIL_ART_VERSION}`);
    expect(backdropPath({ provider: 'LunarForge', imageId: null })).toBeNull();
  });
});

describe('generateThumbnails', () => {
  // The configured THUMBNAILS_DIR.
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'casino-art-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const row = { name: 'Neon Nights', provider: 'VelvetReel', imageId: 'velvetreel:NeonNights', categories: ['slots'] };

  it('draws into the current art version’s folder and keeps a file already drawn for it', async () => {
    expect(thumbnailsDir(root)).toBe(path.join(root, `v${THUMBNAIL_ART_VERSION}`));
    // The tile and the game screen's backdrop.
    expect(await generateThumbnails(root, [row])).toBe(2);
    const file = path.join(thumbnailsDir(root), 'velvetreel', 'NeonNights.webp');
    expect((await sharp(path.join(backdropsDir(root), 'velvetreel', 'NeonNights.webp')).metadata()).width).toBe(BACKDROP_SIZE.width);
    const first = await stat(file);
    expect(await generateThumbnails(root, [row])).toBe(0);
    expect((await stat(file)).mtimeMs).toBe(first.mtimeMs);
  });

  it('draws new art when the art version changes, whatever an older version left', async () => {
    // A file of the old art, where the previous version kept it.
    const old = path.join(root, 'velvetreel');
    await mkdir(old, { recursive: true });
    await writeFile(path.join(old, 'NeonNights.webp'), 'old art');
    expect(await generateThumbnails(root, [row])).toBe(2);
    expect(await readdir(path.join(thumbnailsDir(root), 'velvetreel'))).toEqual(['NeonNights.webp']);
  });
});
