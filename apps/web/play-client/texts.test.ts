import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import common from '../src/locales/en/common.json';
import { sectionsNamed, textsFor } from './texts';

const SRC = path.resolve(import.meta.dirname, '../src');
const PLAY_DIRS = [path.join(SRC, 'features/play'), path.join(SRC, 'lib')];

const lookup = (texts: Record<string, unknown>, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);

describe("the game client's texts", () => {
  it('name the sections a key literal opens, wherever it stands', () => {
    const texts = { play: {}, fairness: {}, wallet: {}, game: {} };
    const code = "t(isWin ? 'play.won' : 'play.lost'); t(`fairness.risks.${risk}`); const note = 'wallet is not a key';";
    expect(sectionsNamed(texts, code)).toEqual(['play', 'fairness']);
  });

  it('keep every text the client code asks for, and leave the rest of the site out', async () => {
    const texts = await textsFor(common, PLAY_DIRS);
    const files = readdirSync(path.join(SRC, 'features/play'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'),
    );
    const keys = files.flatMap((file) =>
      [...readFileSync(path.join(SRC, 'features/play', file), 'utf8').matchAll(/\bt\('([a-zA-Z]+(?:\.[a-zA-Z]+)+)'/g)].map((m) => m[1]!),
    );
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) expect(lookup(texts, key), key).toBe(lookup(common, key));
    // The game client is not the site: none of the site's own pages' texts travel with it.
    for (const section of ['profile', 'pages', 'auth', 'footer', 'home', 'account', 'search', 'geo'])
      expect(Object.keys(texts)).not.toContain(section);
  });
});
