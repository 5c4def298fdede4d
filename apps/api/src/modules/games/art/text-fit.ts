// Fits a title into the tile's title area: the largest font size at which its words, in at most three
// balanced lines, are no wider than the area. Widths come from the advance widths of the bold face
// librsvg draws `sans-serif` with on Debian (DejaVu Sans Bold), in thousandths of the font size;
// text-fit.test.ts checks them against real renders.

const GROUPED_WIDTHS: [string, number][] = [
  ["'", 306],
  ['ijl', 343],
  [' ', 348],
  ['/\\|', 365],
  ['IJ', 372],
  [',.’', 380],
  [':;', 400],
  ['-', 415],
  ['f', 435],
  ['!', 456],
  ['()[]', 457],
  ['t', 478],
  ['r', 493],
  ['_`–', 500],
  ['"', 521],
  ['*', 523],
  ['?', 580],
  ['z', 582],
  ['c', 593],
  ['s', 595],
  ['L', 637],
  ['x', 645],
  ['vy', 652],
  ['k', 665],
  ['a', 675],
  ['e', 678],
  ['T', 682],
  ['EF', 683],
  ['o', 687],
  ['0123456789$', 696],
  ['hnu{}', 712],
  ['bdgpq', 716],
  ['S', 720],
  ['Y', 724],
  ['Z', 725],
  ['P', 733],
  ['C', 734],
  ['B', 762],
  ['R', 770],
  ['X', 771],
  ['AV', 774],
  ['K', 775],
  ['U', 812],
  ['G', 821],
  ['D', 830],
  ['HN', 837],
  ['#+<=>^~×', 838],
  ['OQ', 850],
  ['&', 872],
  ['w', 924],
  ['M', 995],
  ['@—', 1000],
  ['%', 1002],
  ['m', 1042],
  ['W', 1103],
];
const WIDTHS = new Map(GROUPED_WIDTHS.flatMap(([chars, width]) => [...chars].map((c): [string, number] => [c, width])));
/** Any other character (accents, other scripts) counts as wide as the widest letter: it may fit loosely, never overflow. */
const UNKNOWN_WIDTH = 1103;

/** The width in px of `text` in bold sans-serif at `fontSize` px, plus `letterSpacing` px after each character. */
export function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  let units = 0;
  let count = 0;
  for (const c of text) {
    units += WIDTHS.get(c) ?? UNKNOWN_WIDTH;
    count++;
  }
  return (units * fontSize) / 1000 + letterSpacing * count;
}

/** Where the title goes: 18 px margins on a 300 px tile, below the motif. */
export const TITLE_AREA = { width: 264, height: 88, centerY: 244 } as const;
const LINE_HEIGHT = 1.12;
const SIZES = { max: 34, min: 16 } as const;
const MAX_LINES = 3;

export type FittedTitle = { fontSize: number; lines: { text: string; width: number }[] };

/** Every way to cut `words` into `count` non-empty runs, in order. */
function splits(words: string[], count: number): string[][] {
  if (count === 1) return [[words.join(' ')]];
  const out: string[][] = [];
  for (let cut = 1; cut <= words.length - count + 1; cut++) {
    for (const rest of splits(words.slice(cut), count - 1)) out.push([words.slice(0, cut).join(' '), ...rest]);
  }
  return out;
}

/** The cut into `count` lines whose widest line is narrowest (null when there are fewer words). */
function balanced(words: string[], count: number, fontSize: number): FittedTitle | null {
  if (words.length < count) return null;
  let best: FittedTitle | null = null;
  let bestWidest = Infinity;
  for (const lines of splits(words, count)) {
    const measured = lines.map((text) => ({ text, width: textWidth(text, fontSize) }));
    const widest = Math.max(...measured.map((l) => l.width));
    if (widest < bestWidest) [best, bestWidest] = [{ fontSize, lines: measured }, widest];
  }
  return best;
}

/**
 * The largest size (and at it the fewest lines) at which the title fits the area. A title that fits
 * nowhere, such as one very long word, gets the smallest size and its over-wide lines are squeezed by
 * the caller (SVG textLength), so it still never leaves the tile.
 */
export function fitTitle(name: string): FittedTitle {
  const words = name.trim().split(/\s+/).filter(Boolean);
  for (let fontSize = SIZES.max; fontSize >= SIZES.min; fontSize--) {
    for (let count = 1; count <= MAX_LINES; count++) {
      if (count * fontSize * LINE_HEIGHT > TITLE_AREA.height) break;
      const fitted = balanced(words, count, fontSize);
      if (fitted && fitted.lines.every((l) => l.width <= TITLE_AREA.width)) return fitted;
    }
  }
  const lines = Math.min(MAX_LINES, Math.max(1, words.length));
  return balanced(words, lines, SIZES.min) ?? { fontSize: SIZES.min, lines: [{ text: name, width: textWidth(name, SIZES.min) }] };
}
