import type { TGameCategoryId } from '@casino/contracts';
import { glyphFor } from './glyphs';
import { fitTitle, TITLE_AREA } from './text-fit';
import { balls, cards, dice, pegs, wheel } from './motifs-table';
import { fishes, reels, rocket, ticket } from './motifs-scene';
import { sport } from './motifs-sport';
import { providerBadge } from './provider-badge';
import { escapeXml, FONT, r } from './svg';
import { familyArt, sceneOf, type Motif } from './family-art';
import { themeOf, type ArtTheme } from './theme';

/** Tiles are square: the web shows them in square slots, so nothing is cropped away. */
export const TILE_SIZE = 300;

/** A title's motif by its first category when it has no engine family (imported titles, ours still waiting for an engine). */
const BY_CATEGORY: Record<TGameCategoryId, Motif> = {
  slots: reels,
  roulette: wheel,
  craps: dice,
  crash: rocket,
  lottery: balls,
  fishing: fishes,
  virtual_sports: sport,
  scratch: ticket,
  video_poker: (theme) => cards(theme, 5),
  poker: (theme) => cards(theme, 3),
  card: (theme) => cards(theme, 2),
  casual: pegs,
};

export function motif(theme: ArtTheme): string {
  const draw = (theme.family && sceneOf(familyArt(theme.family))) ?? BY_CATEGORY[theme.category as TGameCategoryId] ?? pegs;
  return draw(theme);
}

/** The glyph of what the title is about (a moon for Lunar Roulette), drawn at `transform`, or nothing. */
export function emblem(theme: ArtTheme, transform: string, opacity: number): string {
  const glyph = theme.emblemNames.map(glyphFor).find((g) => g !== null);
  return glyph ? `<g transform="${transform}" opacity="${opacity}">${glyph('#ffffff')}</g>` : '';
}

export type TileSource = { name: string; provider: string; categories: string[]; imageId?: string | null };

/** A title's tile: its palette, its motif, its fitted name and its studio's badge. */
export function tileSvg(game: TileSource): string {
  const theme = themeOf(game);
  const { from, to, hue } = theme.palette;
  const title = fitTitle(game.name);
  const lineHeight = title.fontSize * 1.12;
  // Centre the block of lines in the title area, on the text's cap height.
  const firstBaseline = TITLE_AREA.centerY - ((title.lines.length - 1) * lineHeight) / 2 + title.fontSize * 0.36;
  const lines = title.lines
    .map((line, i) => {
      const squeeze = line.width > TITLE_AREA.width ? ` textLength="${TITLE_AREA.width}" lengthAdjust="spacingAndGlyphs"` : '';
      return `<text x="150" y="${r(firstBaseline + i * lineHeight)}"${squeeze}>${escapeXml(line.text)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" viewBox="0 0 300 300">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.38" r="0.55"><stop offset="0" stop-color="hsl(${Math.round(hue)}, 90%, 70%)" stop-opacity="0.45"/><stop offset="1" stop-color="${from}" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs>
<rect width="300" height="300" fill="url(#bg)"/><rect width="300" height="300" fill="url(#glow)"/>
${emblem(theme, 'translate(238 70) scale(3.4) rotate(-12)', 0.16)}<g>${motif(theme)}</g>
<rect y="188" width="300" height="112" fill="url(#shade)"/>
<g ${FONT} font-weight="700" font-size="${title.fontSize}" fill="#ffffff" text-anchor="middle" stroke="rgba(0,0,0,0.45)" stroke-width="3" paint-order="stroke" stroke-linejoin="round">${lines}</g>
${providerBadge(game.provider, theme.palette)}
</svg>`;
}
