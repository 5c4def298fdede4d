/** A provider's mark, derived from its name alone so every studio keeps the same logo everywhere. */
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
