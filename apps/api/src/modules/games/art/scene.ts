import { FAMILY_SCENES, nameIconOf, SCENE_ICONS, SLOT_ART, type ArtIcon } from '@casino/art/server';
import type { TGameCategoryId } from '@casino/contracts';
import { findTitle, type Title } from '@casino/games';

/**
 * What a tile and a backdrop draw of a title, all icons of Fluent Emoji Flat (packages/art): a slot shows its
 * own wild large, its three best-paying symbols and its scatter; a title of another family shows its family's
 * main object, the icon its name tells (a moon for Lunar Roulette) and two more of the family's objects.
 */
export type Scene = {
  hero: ArtIcon;
  /** Up to three, drawn smaller beside or below the hero. */
  features: ArtIcon[];
  /** The slot's scatter, or the icon of the title's name: drawn at the hero's shoulder. */
  accent: ArtIcon | null;
  /** Everything the title has, for the backdrop's pattern. */
  all: ArtIcon[];
};

/** The family a catalogue title without an engine of ours is drawn as, by its first category. */
const FAMILY_OF_CATEGORY: Record<TGameCategoryId, Title['family']> = {
  slots: 'slots',
  roulette: 'roulette',
  card: 'blackjack',
  video_poker: 'videoPoker',
  poker: 'casinoHoldem',
  craps: 'craps',
  crash: 'crash',
  lottery: 'lottery',
  fishing: 'fishing',
  virtual_sports: 'virtualSports',
  scratch: 'scratch',
  casual: 'plinko',
};

const icon = (name: string): ArtIcon => {
  const found = SCENE_ICONS[name];
  if (!found) throw new Error(`the scene icon "${name}" was not generated (npm run art:build)`);
  return found;
};

function slotScene(title: Extract<Title, { family: 'slots' }>): Scene | null {
  const art = SLOT_ART[title.config.key];
  if (!art) return null;
  const of = (kind: 'wild' | 'scatter' | 'regular') => title.config.symbols.filter((symbol) => symbol.kind === kind);
  const [wild] = of('wild');
  const [scatter] = of('scatter');
  if (!wild || !art[wild.id]) return null;
  // The three paying most for five of a kind.
  const features = [...of('regular')]
    .sort((a, b) => (b.pays?.[2] ?? 0) - (a.pays?.[2] ?? 0))
    .slice(0, 3)
    .flatMap((symbol) => art[symbol.id] ?? []);
  return {
    hero: art[wild.id]!,
    features,
    accent: (scatter && art[scatter.id]) ?? null,
    all: title.config.symbols.flatMap((symbol) => art[symbol.id] ?? []),
  };
}

/** The scene of a catalogue row: the title key is the image id's part after the colon. */
export function sceneOf(game: { name: string; categories: string[]; imageId?: string | null }): Scene {
  const key = game.imageId ? game.imageId.slice(game.imageId.indexOf(':') + 1) : '';
  const title = key ? findTitle(key) : undefined;
  const slot = title?.family === 'slots' ? slotScene(title) : null;
  if (slot) return slot;
  const family = title?.family ?? FAMILY_OF_CATEGORY[game.categories[0] as TGameCategoryId] ?? 'slots';
  const [main, second, third] = FAMILY_SCENES[family].map(icon) as [ArtIcon, ArtIcon, ArtIcon];
  const named = nameIconOf(game.name);
  const accent = named ? icon(named) : null;
  const all = [main, second, third, ...(accent ? [accent] : [])];
  // A virtual sport is its event (a horse race, a penalty): that leads, the trophy stands beside it.
  if (accent && family === 'virtualSports') return { hero: accent, features: [second, third], accent: main, all };
  return { hero: main, features: [second, third], accent, all };
}
