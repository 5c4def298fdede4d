/** Small SVG helpers the motif drawers share. */

export const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

export const FONT = 'font-family="DejaVu Sans, sans-serif"';

/** Rounds to 0.1 px: shorter files, and the same drawing on every machine. */
export const r = (n: number) => Math.round(n * 10) / 10;

export function text(x: number, y: number, content: string, attrs: string): string {
  return `<text x="${r(x)}" y="${r(y)}" ${FONT} text-anchor="middle" ${attrs}>${escapeXml(content)}</text>`;
}

/** The first letter of each word, at most two: "Golden Dragon" → "GD". */
export const initials = (label: string) =>
  label
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** A small deterministic sequence from a seed (an LCG): the same title always draws the same numbers. */
export function sequence(seed: number, count: number, modulo: number): number[] {
  const out: number[] = [];
  let x = seed >>> 0 || 1;
  while (out.length < count) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const n = (x >>> 8) % modulo;
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

/** `hsl()` of the palette's hue turned by `turn` degrees. */
export const shade = (hue: number, turn: number, s = 70, l = 55) => `hsl(${Math.round((((hue + turn) % 360) + 360) % 360)}, ${s}%, ${l}%)`;
