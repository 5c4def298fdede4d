import { findTitle, type Title } from '@casino/games';
import { familyArt } from './family-art';
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

/** The theme of a catalogue row: the title key is the image id's part after the colon. */
export function themeOf(game: { name: string; categories: string[]; imageId?: string | null }): ArtTheme {
  const category = game.categories[0] ?? '';
  const key = game.imageId ? game.imageId.slice(game.imageId.indexOf(':') + 1) : '';
  const title = key ? findTitle(key) : undefined;
  const palette = paletteOf(game.name, category);
  const art = title && familyArt(title.family);
  const symbols = (title && art?.symbols?.(title.config)) ?? [];
  return {
    name: game.name,
    category,
    family: title?.family,
    palette,
    symbols,
    emblemNames: [game.name, ...((title && art?.specials?.(title.config)) ?? []), ...symbols.map((s) => s.label)],
    numbers: title && art?.numbers?.(title.config),
    seed: palette.hue + game.name.length,
  };
}
