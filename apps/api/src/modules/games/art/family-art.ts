import type { Title } from '@casino/games';
import { fishes, reels, rocket, ticket } from './motifs-scene';
import { sport } from './motifs-sport';
import { balls, cards, dice, grid, pegs, wheel } from './motifs-table';
import type { ArtTheme } from './theme';

// What a tile draws of a title by the engine family it plays. The game platform's family registry
// (gameplay/families) builds on this module, so the families' art is listed here, where the catalogue is drawn.

export type Motif = (theme: ArtTheme) => string;

type TitleOf<F extends Title['family']> = Extract<Title, { family: F }>;

type FamilyArt<F extends Title['family']> = {
  /** Picks the motif before the title's category does. */
  motif: Motif;
  /** Up to three of the title's own symbols, best first (slot symbols, catches, scratch prizes). */
  symbols?: (title: TitleOf<F>) => ArtTheme['symbols'];
  /** Its special symbols' names (a slot's wild and scatter), which its emblem may be picked from. */
  specials?: (title: TitleOf<F>) => string[];
  /** For lotteries: how many numbers the draw has. */
  numbers?: (title: TitleOf<F>) => number;
};

const top3 = <T>(items: readonly T[], score: (item: T) => number) => [...items].sort((a, b) => score(b) - score(a)).slice(0, 3);

const FAMILY_ART: { [F in Title['family']]: FamilyArt<F> } = {
  slots: {
    motif: reels,
    // The regular symbols are listed highest paying first.
    symbols: (title) =>
      title.config.symbols
        .filter((s) => s.kind === 'regular')
        .slice(0, 3)
        .map((s) => ({ label: s.name })),
    specials: (title) => title.config.symbols.filter((s) => s.kind !== 'regular').map((s) => s.name),
  },
  roulette: { motif: wheel },
  dice: { motif: dice },
  craps: { motif: dice },
  mines: { motif: grid },
  plinko: { motif: pegs },
  scratch: {
    motif: ticket,
    symbols: (title) => top3(title.config.prizes, (p) => p.multiplier).map((p) => ({ label: p.label, prize: p.multiplier })),
  },
  lottery: { motif: balls, numbers: (title) => title.config.numbers },
  fishing: {
    motif: fishes,
    symbols: (title) => top3(title.config.targets, (t) => t.multiplier).map((t) => ({ label: t.name, prize: t.multiplier })),
  },
  videoPoker: { motif: (theme) => cards(theme, 5) },
  threeCardPoker: { motif: (theme) => cards(theme, 3) },
  cardDuel: { motif: (theme) => cards(theme, 2) },
  casinoHoldem: { motif: (theme) => cards(theme, 5) },
  blackjack: { motif: (theme) => cards(theme, 2) },
  crash: { motif: rocket },
  virtualSports: { motif: sport },
};

/** A family's art; its parts take the family's own title, which the caller passes with it. */
export function familyArt(family: Title['family']): FamilyArt<Title['family']> {
  return FAMILY_ART[family] as unknown as FamilyArt<Title['family']>;
}
