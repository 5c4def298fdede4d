import { hashOf, paletteOf } from './palette';
import { sceneOf } from './scene';
import { placeIcon } from './svg';
import type { TileSource } from './tile';

/** The game screen's backdrop: wide, for a landscape or a portrait screen to crop from its centre. */
export const BACKDROP_SIZE = { width: 800, height: 450 };

/** Where the backdrop's icons sit on its 960 × 540 canvas (x, y, size, turn): around the edges, the centre left calm. */
const SPOTS: [number, number, number, number][] = [
  [40, 40, 140, -12],
  [790, 30, 130, 10],
  [30, 360, 150, 8],
  [780, 350, 160, -8],
  [260, 10, 90, 14],
  [610, 20, 90, -10],
  [230, 430, 100, -6],
  [630, 430, 100, 12],
  [420, 470, 70, 0],
  [190, 210, 80, 20],
  [700, 210, 80, -16],
];

/**
 * A title's game-screen backdrop, from the same palette and scene as its tile: the title's icons scattered faint
 * around the edges and a dark centre, so the game's own controls read on top. No text: the screen names the
 * title itself.
 */
export function backdropSvg(game: TileSource): string {
  const { from, to, hue } = paletteOf(game.name, game.categories[0] ?? '');
  const { all } = sceneOf(game);
  const { width, height } = BACKDROP_SIZE;
  const first = hashOf(game.name) % all.length;
  const icons = SPOTS.map(([x, y, size, turn], i) => placeIcon(all[(first + i) % all.length]!, x, y, size, turn, 0.3)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 960 540">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.3" r="0.7"><stop offset="0" stop-color="hsl(${Math.round(hue)}, 90%, 68%)" stop-opacity="0.35"/><stop offset="1" stop-color="${from}" stop-opacity="0"/></radialGradient>
<radialGradient id="calm" cx="0.5" cy="0.55" r="0.5"><stop offset="0" stop-color="#0b1020" stop-opacity="0.6"/><stop offset="1" stop-color="#0b1020" stop-opacity="0.1"/></radialGradient></defs>
<rect width="960" height="540" fill="url(#bg)"/><rect width="960" height="540" fill="url(#glow)"/>
${icons}
<rect width="960" height="540" fill="url(#calm)"/>
</svg>`;
}
