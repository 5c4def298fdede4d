import { PROVIDER_SHAPE_PATHS, providerMark } from '@casino/contracts';
import type { Palette } from './palette';
import { escapeXml, FONT, r } from './svg';
import { textWidth } from './text-fit';

const BADGE = { x: 12, y: 12, height: 28, emblem: 22, font: 11, spacing: 1.2, maxWidth: 276 } as const;

/**
 * The studio's badge in the tile's top-left corner: its emblem (the same mark as on the web's
 * provider pages) and its name in small capitals on a dark pill, sized to the name.
 */
export function providerBadge(provider: string, palette: Palette): string {
  const mark = providerMark(provider);
  const label = provider.toUpperCase();
  const textX = BADGE.x + 6 + BADGE.emblem + 6;
  const room = BADGE.x + BADGE.maxWidth - 10 - textX;
  const natural = textWidth(label, BADGE.font, BADGE.spacing);
  const width = Math.min(natural, room);
  const squeeze = natural > room ? ` textLength="${r(room)}" lengthAdjust="spacingAndGlyphs"` : '';
  const scale = BADGE.emblem / 40;
  return `<defs><linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${mark.hue}, 80%, 58%)"/><stop offset="1" stop-color="hsl(${(mark.hue + 40) % 360}, 70%, 38%)"/></linearGradient></defs>
<rect x="${BADGE.x}" y="${BADGE.y}" width="${r(textX - BADGE.x + width + 10)}" height="${BADGE.height}" rx="${BADGE.height / 2}" fill="rgba(8,10,20,0.62)" stroke="${palette.accent}" stroke-opacity="0.7" stroke-width="1"/>
<g transform="translate(${BADGE.x + 4} ${BADGE.y + 3}) scale(${r(scale * 100) / 100})"><path d="${PROVIDER_SHAPE_PATHS[mark.shape]}" fill="url(#mark)"/><path d="${PROVIDER_SHAPE_PATHS[mark.shape]}" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="1.5" transform="translate(4 4) scale(0.8)"/>
<text x="20" y="25.5" ${FONT} text-anchor="middle" font-size="14" font-weight="700" fill="#ffffff">${escapeXml(mark.initials)}</text></g>
<text x="${textX}" y="${BADGE.y + 18}" ${FONT} font-size="${BADGE.font}" font-weight="700" letter-spacing="${BADGE.spacing}" fill="#ffffff"${squeeze}>${escapeXml(label)}</text>`;
}
