import { findTitle, type Title } from '@casino/games';
import { paletteOf, type Palette } from './palette';

/** What a tile shows of its title: its colours, and a few things its own configuration names. */
export type ArtTheme = {
  name: string;
  category: string;
  /** The engine family the title plays, when it has one: it picks the motif before the category does. */
  family?: Title['family'];
  palette: Palette;
  /** Up to three of the title's own symbols, best first (slot symbols, catches, scratch prizes). */
  symbols: { label: string; prize?: number }[];
  /** Names the title's emblem is picked from, most telling first: its name, then its wild and scatter. */
  emblemNames: string[];
  /** For lotteries: how many numbers the draw has. */
  numbers?: number;
  /** A stable number per title for small variations (angles, which card, which dice faces). */
  seed: number;
};

const top3 = <T>(items: readonly T[], score: (item: T) => number) => [...items].sort((a, b) => score(b) - score(a)).slice(0, 3);

function specialsOf(title: Title | undefined): string[] {
  if (title?.family !== 'slots') return [];
  return title.config.symbols.filter((s) => s.kind !== 'regular').map((s) => s.name);
}

function symbolsOf(title: Title | undefined): ArtTheme['symbols'] {
  switch (title?.family) {
    case 'slots':
      // The regular symbols are listed highest paying first.
      return title.config.symbols
        .filter((s) => s.kind === 'regular')
        .slice(0, 3)
        .map((s) => ({ label: s.name }));
    case 'fishing':
      return top3(title.config.targets, (t) => t.multiplier).map((t) => ({ label: t.name, prize: t.multiplier }));
    case 'scratch':
      return top3(title.config.prizes, (p) => p.multiplier).map((p) => ({ label: p.label, prize: p.multiplier }));
    default:
      return [];
  }
}

/** The theme of a catalogue row: the title key is the image id's part after the colon. */
export function themeOf(game: { name: string; categories: string[]; imageId?: string | null }): ArtTheme {
  const category = game.categories[0] ?? '';
  const key = game.imageId ? game.imageId.slice(game.imageId.indexOf(':') + 1) : '';
  const title = key ? findTitle(key) : undefined;
  const palette = paletteOf(game.name, category);
  return {
    name: game.name,
    category,
    family: title?.family,
    palette,
    symbols: symbolsOf(title),
    emblemNames: [game.name, ...specialsOf(title), ...symbolsOf(title).map((s) => s.label)],
    numbers: title?.family === 'lottery' ? title.config.numbers : undefined,
    seed: palette.hue + game.name.length,
  };
}
