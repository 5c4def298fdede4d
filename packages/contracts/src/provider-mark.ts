/** A game studio's mark, derived from its name alone so every studio keeps the same logo everywhere. */
export type ProviderMark = { initials: string; hue: number; shape: 'circle' | 'hexagon' | 'diamond' | 'shield' };

const SHAPES: ProviderMark['shape'][] = ['circle', 'hexagon', 'diamond', 'shield'];

/** FNV-1a: a small, stable hash of the name. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** "VelvetReel" → "VR", "Copper Fox" → "CF", "bluefin" → "BL". */
function initialsOf(name: string): string {
  const words = name.split(/[\s_-]+|(?<=[a-z])(?=[A-Z])/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

export function providerMark(name: string): ProviderMark {
  const h = hash(name.toLowerCase());
  return { initials: initialsOf(name.trim()), hue: h % 360, shape: SHAPES[(h >>> 9) % SHAPES.length]! };
}

/** The emblem shapes in a 40 × 40 box: the web's provider logos and the tiles' studio badges draw the same mark. */
export const PROVIDER_SHAPE_PATHS: Record<ProviderMark['shape'], string> = {
  circle: 'M20 2a18 18 0 1 1 0 36a18 18 0 1 1 0-36z',
  hexagon: 'M20 2l16 9v18l-16 9l-16-9V11z',
  diamond: 'M20 1l19 19l-19 19L1 20z',
  shield: 'M20 2l16 5v12c0 10-7 16-16 19C11 35 4 29 4 19V7z',
};
