import type { ArtTheme } from './theme';
import { initials, r, sequence, shade, text } from './svg';

// Table-game motifs: cards, dice, the roulette wheel, lottery balls, a plinko board and a mines grid.
// Each draws into the tile's motif area, centred on (150, 118), about 250 × 150 px.

const SUITS = [
  { glyph: '♠', colour: '#111827' },
  { glyph: '♥', colour: '#dc2626' },
  { glyph: '♦', colour: '#dc2626' },
  { glyph: '♣', colour: '#111827' },
];
const RANKS = ['A', 'K', 'Q', 'J', '10', '7', '2'];

function card(x: number, y: number, angle: number, rank: string, suit: (typeof SUITS)[number]): string {
  return `<g transform="translate(${r(x)} ${r(y)}) rotate(${r(angle)})">
<rect x="-34" y="-48" width="68" height="96" rx="8" fill="#fdfcf7" stroke="rgba(0,0,0,.25)" stroke-width="1.5"/>
${text(-20, -26, rank, `font-size="18" font-weight="700" fill="${suit.colour}"`)}
${text(0, 20, suit.glyph, `font-size="40" fill="${suit.colour}"`)}</g>`;
}

/** A fan of `count` cards: ranks and suits vary by title. */
export function cards(theme: ArtTheme, count: number): string {
  const picks = sequence(theme.seed, count, RANKS.length);
  const spread = count === 2 ? 22 : 16;
  return Array.from({ length: count }, (_, i) => {
    const offset = i - (count - 1) / 2;
    return card(150 + offset * 46, 126 + Math.abs(offset) * 6, offset * spread, RANKS[picks[i]!]!, SUITS[(theme.seed + i) % 4]!);
  }).join('');
}

const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

function die(x: number, y: number, angle: number, face: number, fill: string): string {
  const pips = PIPS[face]!.map(([px, py]) => `<circle cx="${px * 17}" cy="${py * 17}" r="6" fill="#111827"/>`).join('');
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-36" y="-36" width="72" height="72" rx="14" fill="${fill}" stroke="rgba(0,0,0,.3)" stroke-width="2"/>${pips}</g>`;
}

/** Two dice showing the title's own pair of faces. */
export function dice(theme: ArtTheme): string {
  const [a, b] = sequence(theme.seed, 2, 6);
  return die(108, 112, -14, a! + 1, '#fdfcf7') + die(190, 128, 12, b! + 1, shade(theme.palette.hue, 40, 80, 82));
}

/** A roulette wheel: 37 pockets, red and black around a green zero, and the ball. */
export function wheel(theme: ArtTheme): string {
  const pockets = Array.from({ length: 37 }, (_, i) => {
    const a0 = (i / 37) * 2 * Math.PI;
    const a1 = ((i + 1) / 37) * 2 * Math.PI;
    const p = (a: number, rad: number) => `${r(150 + rad * Math.sin(a))} ${r(118 - rad * Math.cos(a))}`;
    const fill = i === 0 ? '#16a34a' : i % 2 ? '#b91c1c' : '#111827';
    return `<path d="M${p(a0, 72)} A72 72 0 0 1 ${p(a1, 72)} L${p(a1, 46)} A46 46 0 0 0 ${p(a0, 46)} Z" fill="${fill}"/>`;
  }).join('');
  const ball = sequence(theme.seed, 1, 37)[0]! + 0.5;
  const bx = 150 + 60 * Math.sin((ball / 37) * 2 * Math.PI);
  const by = 118 - 60 * Math.cos((ball / 37) * 2 * Math.PI);
  return `<circle cx="150" cy="118" r="80" fill="${theme.palette.accent}"/>${pockets}
<circle cx="150" cy="118" r="46" fill="${shade(theme.palette.hue, 0, 45, 28)}" stroke="${theme.palette.accent}" stroke-width="3"/>
<path d="M150 82 L156 112 L186 118 L156 124 L150 154 L144 124 L114 118 L144 112 Z" fill="${theme.palette.accent}"/>
<circle cx="${r(bx)}" cy="${r(by)}" r="6" fill="#ffffff"/>`;
}

/** Five drawn balls from the title's own number range. */
export function balls(theme: ArtTheme): string {
  const numbers = sequence(theme.seed, 5, theme.numbers ?? 49).map((n) => n + 1);
  return numbers
    .map((n, i) => {
      const x = 62 + i * 44;
      const y = 118 + (i % 2 ? 22 : -18);
      const fill = shade(theme.palette.hue, i * 60, 80, 55);
      return `<circle cx="${x}" cy="${y}" r="28" fill="${fill}" stroke="rgba(255,255,255,.8)" stroke-width="2"/>
<circle cx="${x}" cy="${y}" r="16" fill="#ffffff"/>${text(x, y + 6, String(n), 'font-size="16" font-weight="700" fill="#111827"')}`;
    })
    .join('');
}

/** A plinko board: rows of pegs, a falling ball and the slots below. */
export function pegs(theme: ArtTheme): string {
  const out: string[] = [];
  for (let row = 0; row < 6; row++) {
    for (let i = 0; i <= row + 2; i++)
      out.push(`<circle cx="${150 + (i - (row + 2) / 2) * 26}" cy="${58 + row * 20}" r="4" fill="#ffffff" fill-opacity="0.85"/>`);
  }
  for (let i = 0; i < 9; i++) {
    const edge = Math.abs(i - 4);
    out.push(
      `<rect x="${150 + (i - 4.5) * 26 + 2}" y="180" width="22" height="14" rx="3" fill="${shade(theme.palette.hue, edge * 18, 85, 45 + edge * 5)}"/>`,
    );
  }
  out.push(
    `<circle cx="${150 + (theme.seed % 3) * 13 - 13}" cy="88" r="9" fill="${theme.palette.accent}" stroke="#fff" stroke-width="2"/>`,
  );
  return out.join('');
}

/** A 5 × 4 mines board: gems uncovered, one mine. */
export function grid(theme: ArtTheme): string {
  const mine = sequence(theme.seed, 1, 20)[0]!;
  const open = new Set(sequence(theme.seed + 7, 8, 20));
  return Array.from({ length: 20 }, (_, i) => {
    const x = 70 + (i % 5) * 34;
    const y = 56 + Math.floor(i / 5) * 34;
    const tile = `<rect x="${x - 15}" y="${y - 15}" width="30" height="30" rx="6" fill="${open.has(i) || i === mine ? 'rgba(0,0,0,.35)' : shade(theme.palette.hue, 20, 40, 40)}"/>`;
    if (i === mine) return `${tile}<circle cx="${x}" cy="${y}" r="9" fill="#111827" stroke="#f87171" stroke-width="2"/>`;
    if (open.has(i))
      return `${tile}<path d="M${x} ${y - 10} L${x + 9} ${y - 2} L${x} ${y + 10} L${x - 9} ${y - 2} Z" fill="${theme.palette.accent}"/>`;
    return tile;
  }).join('');
}

/** A title's own symbol label on a coin: used where a motif needs a token. */
export const token = (x: number, y: number, label: string, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="22" fill="${fill}" stroke="#fff" stroke-width="2.5"/>${text(x, y + 7, initials(label), 'font-size="18" font-weight="700" fill="#ffffff"')}`;
