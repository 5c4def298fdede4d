import { emblem, motif, type TileSource } from './tile';
import { themeOf } from './theme';

/** The game screen's backdrop: wide, for a landscape or a portrait screen to crop from its centre. */
export const BACKDROP_SIZE = { width: 800, height: 450 };

/**
 * A title's game-screen backdrop, from the same theme as its tile: its palette, its motif (drawn around
 * (150, 118) in the tile's 300-wide square) large and faint in the middle, its emblem, and a dark centre so the game's own controls read on top. No
 * text: the screen names the title itself.
 */
export function backdropSvg(game: TileSource): string {
  const theme = themeOf(game);
  const { from, to, hue } = theme.palette;
  const { width, height } = BACKDROP_SIZE;
  // Drawn on a 960 × 540 canvas, written at BACKDROP_SIZE.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 960 540">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.3" r="0.7"><stop offset="0" stop-color="hsl(${Math.round(hue)}, 90%, 68%)" stop-opacity="0.35"/><stop offset="1" stop-color="${from}" stop-opacity="0"/></radialGradient>
<radialGradient id="calm" cx="0.5" cy="0.55" r="0.5"><stop offset="0" stop-color="#0b1020" stop-opacity="0.55"/><stop offset="1" stop-color="#0b1020" stop-opacity="0.1"/></radialGradient></defs>
<rect width="960" height="540" fill="url(#bg)"/><rect width="960" height="540" fill="url(#glow)"/>
${emblem(theme, 'translate(800 120) scale(5) rotate(-12)', 0.12)}
<g transform="translate(480 300) scale(2.2) translate(-150 -118)" opacity="0.3">${motif(theme)}</g>
<rect width="960" height="540" fill="url(#calm)"/>
</svg>`;
}
