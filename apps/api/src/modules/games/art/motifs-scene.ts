import type { ArtTheme } from './theme';
import { glyphFor } from './glyphs';
import { initials, r, sequence, shade, text } from './svg';

// Scene motifs: slot reels with the title's own symbols, the crash curve, fish in waves and a
// scratch ticket. Each draws into the motif area centred on (150, 118).

const SHAPES = [
  'M0 -26 L26 0 L0 26 L-26 0 Z', // diamond
  'M0 -25 A25 25 0 1 1 -0.1 -25 Z', // disc
  'M-17 -24 L17 -24 L27 0 L17 24 L-17 24 L-27 0 Z', // hexagon
];

/** Three reel windows, each with one of the title's top symbols as a shape and its initials. */
export function reels(theme: ArtTheme): string {
  const symbols = theme.symbols.length ? theme.symbols : [{ label: '7' }, { label: 'Bar' }, { label: 'Star' }];
  const frame = `<rect x="40" y="66" width="220" height="104" rx="18" fill="rgba(0,0,0,.35)" stroke="${theme.palette.accent}" stroke-width="4"/>`;
  const cells = [0, 1, 2].map((i) => {
    const x = 80 + i * 70;
    const symbol = symbols[i % symbols.length]!;
    const colour = shade(theme.palette.hue, 60 + i * 70, 80, 58);
    const glyph = glyphFor(symbol.label);
    const cell = `<rect x="${x - 30}" y="76" width="60" height="84" rx="10" fill="rgba(255,255,255,.1)"/>`;
    if (glyph) return `${cell}<g transform="translate(${x} 118) scale(1.25)">${glyph(colour)}</g>`;
    return `${cell}<g transform="translate(${x} 118)"><path d="${SHAPES[i]}" fill="${colour}" stroke="#ffffff" stroke-width="3"/></g>
${text(x, 125, initials(symbol.label), 'font-size="18" font-weight="700" fill="#ffffff"')}`;
  });
  const lights = [0, 1, 2, 3, 4, 5].map(
    (i) => `<circle cx="${60 + i * 36}" cy="52" r="5" fill="${i % 2 ? theme.palette.accent : '#ffffff'}"/>`,
  );
  return (
    frame +
    cells.join('') +
    lights.join('') +
    `<rect x="268" y="82" width="8" height="52" rx="4" fill="#e5e7eb"/><circle cx="272" cy="78" r="9" fill="${theme.palette.second}"/>`
  );
}

/** The crash curve climbing to a rocket, with the multiplier it has reached. */
export function rocket(theme: ArtTheme): string {
  const peak = (2 + (theme.seed % 80) / 10).toFixed(2);
  const grid = [0, 1, 2, 3]
    .map((i) => `<line x1="36" y1="${70 + i * 36}" x2="264" y2="${70 + i * 36}" stroke="#ffffff" stroke-opacity="0.12"/>`)
    .join('');
  return `${grid}<path d="M36 184 Q170 180 226 74" fill="none" stroke="${theme.palette.accent}" stroke-width="6" stroke-linecap="round"/>
<path d="M36 184 Q170 180 226 74 L226 184 Z" fill="${theme.palette.accent}" fill-opacity="0.18"/>
<g transform="translate(228 70) rotate(35)"><path d="M0 -26 C10 -16 11 4 8 16 L-8 16 C-11 4 -10 -16 0 -26 Z" fill="#f8fafc"/>
<circle cx="0" cy="-6" r="5" fill="${theme.palette.second}"/><path d="M-8 8 L-16 20 L-8 16 Z M8 8 L16 20 L8 16 Z" fill="${theme.palette.second}"/>
<path d="M-5 18 L0 34 L5 18 Z" fill="#facc15"/></g>
${text(104, 100, `${peak}×`, 'font-size="30" font-weight="700" fill="#ffffff"')}`;
}

function fish(x: number, y: number, size: number, fill: string, flip: boolean): string {
  return `<g transform="translate(${x} ${y}) scale(${flip ? -size : size} ${size})"><path d="M-30 0 C-16 -20 16 -20 26 0 C16 20 -16 20 -30 0 Z" fill="${fill}"/>
<path d="M22 0 L42 -15 L38 0 L42 15 Z" fill="${fill}"/><circle cx="-16" cy="-4" r="3.5" fill="#0f172a"/></g>`;
}

/** Waves and three of the title's catches, each with its multiplier. */
export function fishes(theme: ArtTheme): string {
  const catches = theme.symbols.length ? theme.symbols : [{ label: 'Fish', prize: 5 }];
  const waves = [0, 1].map(
    (i) =>
      `<path d="M0 ${78 + i * 16} Q37 ${66 + i * 16} 75 ${78 + i * 16} T150 ${78 + i * 16} T225 ${78 + i * 16} T300 ${78 + i * 16}" fill="none" stroke="#ffffff" stroke-opacity="${0.35 - i * 0.15}" stroke-width="3"/>`,
  );
  const spots = [
    [100, 130, 1.3],
    [200, 112, 0.9],
    [180, 172, 0.75],
  ] as const;
  const fishSvg = catches.map((c, i) => {
    const [x, y, size] = spots[i]!;
    const label = c.prize ? `${c.prize}×` : initials(c.label);
    return (
      fish(x, y, size, shade(theme.palette.hue, 150 + i * 50, 85, 60), i % 2 === 1) +
      text(x, y - 26 * size, label, 'font-size="14" font-weight="700" fill="#ffffff"')
    );
  });
  const bubbles = sequence(theme.seed, 4, 200).map(
    (n, i) => `<circle cx="${50 + n}" cy="${150 + (i % 3) * 12}" r="${3 + (i % 3)}" fill="none" stroke="#ffffff" stroke-opacity="0.6"/>`,
  );
  return waves.join('') + fishSvg.join('') + bubbles.join('');
}

/** A scratch ticket: three of the title's prizes uncovered, the rest still silver, and a coin. */
export function ticket(theme: ArtTheme): string {
  const prizes = theme.symbols.length ? theme.symbols : [{ label: 'Star', prize: 10 }];
  const cells = Array.from({ length: 6 }, (_, i) => {
    const x = 82 + (i % 3) * 62;
    const y = 98 + Math.floor(i / 3) * 50;
    const prize = i % 2 === 0 ? prizes[(i / 2) % prizes.length] : undefined;
    if (!prize)
      return `<rect x="${x - 26}" y="${y - 20}" width="52" height="40" rx="6" fill="#cbd5e1"/><path d="M${x - 18} ${y - 6} l10 -6 M${x - 6} ${y + 10} l16 -14" stroke="#94a3b8" stroke-width="3"/>`;
    return `<rect x="${x - 26}" y="${y - 20}" width="52" height="40" rx="6" fill="#fffbeb"/>${text(x, y + 7, prize.prize ? `${prize.prize}×` : initials(prize.label), `font-size="${prize.prize && prize.prize >= 1000 ? 13 : 17}" font-weight="700" fill="${shade(theme.palette.hue, 0, 70, 35)}"`)}`;
  });
  return `<rect x="44" y="60" width="212" height="130" rx="14" fill="${theme.palette.accent}" stroke="#ffffff" stroke-width="3" stroke-dasharray="6 5"/>
${cells.join('')}<circle cx="${r(244)}" cy="66" r="20" fill="#facc15" stroke="#a16207" stroke-width="3"/>`;
}
