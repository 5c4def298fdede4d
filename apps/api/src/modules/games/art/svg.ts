import type { ArtIcon } from '@casino/art/server';

/** Small SVG helpers the tile and the backdrop share. */

/** Rounds to 0.1 px: shorter files, and the same drawing on every machine. */
export const r = (n: number) => Math.round(n * 10) / 10;

/** An icon drawn in the square of side `size` whose top-left corner is (x, y), turned by `turn` degrees about its centre. */
export function placeIcon(icon: ArtIcon, x: number, y: number, size: number, turn = 0, opacity = 1): string {
  const centre = `${r(x + size / 2)} ${r(y + size / 2)}`;
  const attributes = [turn ? `transform="rotate(${r(turn)} ${centre})"` : '', opacity < 1 ? `opacity="${opacity}"` : '']
    .filter(Boolean)
    .join(' ');
  const svg = `<svg x="${r(x)}" y="${r(y)}" width="${r(size)}" height="${r(size)}" viewBox="${icon.viewBox}">${icon.body}</svg>`;
  return attributes ? `<g ${attributes}>${svg}</g>` : svg;
}
