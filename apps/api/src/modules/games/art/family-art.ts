import { FAMILIES, type TileArt, type Title } from '@casino/games';
import { fishes, reels, rocket, ticket } from './motifs-scene';
import { sport } from './motifs-sport';
import { balls, cards, dice, grid, pegs, wheel } from './motifs-table';
import type { ArtTheme } from './theme';

// What a tile draws of a title by the engine family it plays: each family's module (packages/games) names its
// scene and the names of its configuration a tile shows; the drawings are here.

export type Motif = (theme: ArtTheme) => string;

const SCENES = { reels, wheel, dice, grid, pegs, ticket, balls, fishes, rocket, sport };

/** The scene a family's tiles draw. */
export function sceneOf(art: TileArt<unknown>): Motif {
  return art.motif === 'cards' ? (theme) => cards(theme, art.cards) : SCENES[art.motif];
}

/** A family's art; its parts take the configuration of the family's own title, which the caller passes. */
export function familyArt(family: Title['family']): TileArt<unknown> {
  return FAMILIES[family].tileArt as TileArt<unknown>;
}
