import type { TGameCategoryId } from '@casino/contracts';

/** The colours one tile is drawn in. */
export type Palette = {
  /** Background gradient, dark to lighter. */
  from: string;
  to: string;
  /** The motif's main colour and a second one that contrasts with it. */
  accent: string;
  second: string;
  /** Text and outlines on the motif. */
  ink: string;
  hue: number;
};

/**
 * Each category keeps a family of hues (felt greens for cards, night blues for fishing) and each title
 * moves within it by a hash of its name, so tiles of one category look related but never identical.
 */
const CATEGORY_HUES: Record<TGameCategoryId, { hue: number; spread: number }> = {
  slots: { hue: 280, spread: 160 },
  card: { hue: 150, spread: 40 },
  video_poker: { hue: 225, spread: 50 },
  poker: { hue: 355, spread: 40 },
  casual: { hue: 30, spread: 60 },
  craps: { hue: 160, spread: 50 },
  roulette: { hue: 350, spread: 40 },
  crash: { hue: 20, spread: 50 },
  lottery: { hue: 190, spread: 60 },
  fishing: { hue: 205, spread: 40 },
  virtual_sports: { hue: 110, spread: 50 },
  scratch: { hue: 300, spread: 50 },
};

/** FNV-1a: a small, stable hash, so a title keeps its colours on every render. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)}, ${s}%, ${l}%)`;

export function paletteOf(name: string, category: string): Palette {
  const family = CATEGORY_HUES[category as TGameCategoryId] ?? { hue: 220, spread: 360 };
  const h = hashOf(name);
  const hue = family.hue - family.spread / 2 + (h % (family.spread + 1));
  return {
    from: hsl(hue, 60, 14),
    to: hsl(hue + 25, 65, 36),
    accent: hsl(hue + 35 + ((h >>> 8) % 30), 85, 60),
    second: hsl(hue + 180, 75, 62),
    ink: '#ffffff',
    hue,
  };
}
