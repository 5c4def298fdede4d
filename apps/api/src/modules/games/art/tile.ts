import { paletteOf } from './palette';
import { sceneOf, type Scene } from './scene';
import { placeIcon, r } from './svg';

/** Tiles are square: the web shows them in square slots, so nothing is cropped away. */
export const TILE_SIZE = 300;

export type TileSource = { name: string; provider: string; categories: string[]; imageId?: string | null };

/** Light rays from behind the hero, turned per title so two tiles of one palette still differ. */
function rays(turn: number, colour: string): string {
  const beams = Array.from({ length: 12 }, (_, i) => {
    const angle = ((i * 30 + turn) * Math.PI) / 180;
    const spread = (7 * Math.PI) / 180;
    const point = (a: number) => `${r(150 + Math.cos(a) * 260)} ${r(110 + Math.sin(a) * 260)}`;
    return `M150 110 L${point(angle - spread)} L${point(angle + spread)} Z`;
  });
  return `<path d="${beams.join(' ')}" fill="${colour}" opacity="0.08"/>`;
}

/** A slot's scene: its wild large, its scatter at the wild's shoulder, its three best-paying symbols in framed cells along the foot. */
function slotScene(scene: Scene, stroke: string): string {
  const heroSize = 168;
  return `<ellipse cx="150" cy="190" rx="78" ry="12" fill="#000000" opacity="0.28"/>${placeIcon(scene.hero, 150 - heroSize / 2, 22, heroSize)}${
    scene.accent ? placeIcon(scene.accent, 222, 10, 66, 12) : ''
  }${symbolCells(scene, stroke)}`;
}

/** A slot's three best-paying symbols, each in a framed cell along the tile's foot. */
function symbolCells(scene: Scene, stroke: string): string {
  const size = 78;
  const gap = 10;
  const left = 150 - (scene.features.length * size + (scene.features.length - 1) * gap) / 2;
  return scene.features
    .map((icon, i) => {
      const x = left + i * (size + gap);
      return `<rect x="${r(x)}" y="206" width="${size}" height="${size}" rx="16" fill="rgba(8,10,24,0.55)" stroke="${stroke}" stroke-width="3"/>${placeIcon(icon, x + 10, 216, size - 20)}`;
    })
    .join('');
}

/**
 * Another family's scene: its main object large, the icon of the title's name large at its shoulder, and the
 * family's two other objects leaning in at their feet. Without a name icon the main object takes the middle.
 */
function familyScene(scene: Scene): string {
  const [left, right] = scene.features;
  if (!scene.accent) {
    return `<ellipse cx="150" cy="262" rx="78" ry="12" fill="#000000" opacity="0.28"/>${placeIcon(scene.hero, 62, 70, 176)}${left ? placeIcon(left, 14, 186, 96, -14) : ''}${right ? placeIcon(right, 190, 186, 96, 14) : ''}`;
  }
  return `<ellipse cx="120" cy="262" rx="84" ry="12" fill="#000000" opacity="0.28"/>${placeIcon(scene.accent, 148, 18, 130, 10)}${placeIcon(scene.hero, 26, 92, 168)}${left ? placeIcon(left, 186, 196, 80, -10) : ''}${right ? placeIcon(right, 234, 150, 56, 14) : ''}`;
}

/**
 * A title's tile: its palette, and its scene drawn large (see scene.ts). No text: the lobby writes the title's
 * name and studio under the tile, once.
 */
export function tileSvg(game: TileSource): string {
  const category = game.categories[0] ?? '';
  const { from, to, accent, hue } = paletteOf(game.name, category);
  const scene = sceneOf(game);
  const isSlot = scene.features.length === 3;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" viewBox="0 0 300 300">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.37" r="0.5"><stop offset="0" stop-color="hsl(${Math.round(hue)}, 90%, 75%)" stop-opacity="0.6"/><stop offset="1" stop-color="${from}" stop-opacity="0"/></radialGradient></defs>
<rect width="300" height="300" fill="url(#bg)"/>${rays(hue % 30, '#ffffff')}<rect width="300" height="300" fill="url(#glow)"/>
${isSlot ? slotScene(scene, accent) : familyScene(scene)}
</svg>`;
}
