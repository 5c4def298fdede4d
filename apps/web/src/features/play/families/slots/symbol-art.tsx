import type { ArtIcon } from '@casino/art';
import type { TPlayGameView } from '@casino/contracts';
import { memo } from 'react';

type SlotSymbol = Extract<TPlayGameView, { family: 'slots' }>['symbols'][number];

/** A hue per title, from its name: each title's reels have their own colours. */
export function titleHue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** How many of a title's regular symbols (highest paying first) get the richer frame. */
const PREMIUM_SYMBOLS = 3;

/** The icon, drawn into the cell's 100 × 100 box. Its markup is the pinned icon set's, generated at build time. */
function Icon({ icon, x, y, size }: { icon: ArtIcon; x: number; y: number; size: number }) {
  return <svg x={x} y={y} width={size} height={size} viewBox={icon.viewBox} dangerouslySetInnerHTML={{ __html: icon.body }} />;
}

/** The band across a special symbol's foot that names its role. */
function Ribbon({ label, fill, ink }: { label: string; fill: string; ink: string }) {
  return (
    <g>
      <rect x="8" y="71" width="84" height="21" rx="6" fill={fill} stroke="#fff" strokeOpacity="0.7" strokeWidth="1.5" />
      <text x="50" y="86.5" textAnchor="middle" fontSize={label.length > 5 ? 12 : 15} fontWeight="900" letterSpacing="1" fill={ink}>
        {label}
      </text>
    </g>
  );
}

/**
 * A symbol in its framed cell: wilds on gold with a WILD ribbon, scatters glowing with a SCATTER ribbon, the
 * highest-paying regular symbols in a gold-edged frame and the others in the title's colour. Until the title's
 * art has arrived (`icon` undefined) the cell shows its frame alone. Memoised: the reels draw some 150 of them, and a
 * reel coming to rest must not draw the others again.
 */
export const SymbolArt = memo(function SymbolArt({
  symbol,
  rank,
  hue,
  icon,
}: {
  symbol: SlotSymbol;
  rank: number;
  hue: number;
  icon: ArtIcon | undefined;
}) {
  if (symbol.kind === 'wild') {
    return (
      <svg viewBox="0 0 100 100" role="img" aria-label={symbol.name} className="size-full">
        <rect x="4" y="4" width="92" height="92" rx="16" fill="#5b1a0a" stroke="#f5c451" strokeWidth="6" />
        <circle cx="50" cy="42" r="32" fill="#fde68a" opacity="0.22" />
        {icon && <Icon icon={icon} x={20} y={10} size={60} />}
        <Ribbon label="WILD" fill="#f5c451" ink="#3b1300" />
      </svg>
    );
  }
  if (symbol.kind === 'scatter') {
    const glow = `hsl(${(hue + 180) % 360} 90% 65%)`;
    return (
      <svg viewBox="0 0 100 100" role="img" aria-label={symbol.name} className="size-full">
        <rect x="4" y="4" width="92" height="92" rx="16" fill="#1e1038" stroke={glow} strokeWidth="4" />
        {[40, 32, 24].map((radius, i) => (
          <circle key={radius} cx="50" cy="42" r={radius} fill={glow} opacity={0.12 + i * 0.1} />
        ))}
        {icon && <Icon icon={icon} x={20} y={12} size={60} />}
        <Ribbon label="SCATTER" fill="#6d28d9" ink="#ffffff" />
      </svg>
    );
  }
  const isPremium = rank < PREMIUM_SYMBOLS;
  return (
    <svg viewBox="0 0 100 100" role="img" aria-label={symbol.name} className="size-full">
      <rect
        x="4"
        y="4"
        width="92"
        height="92"
        rx="16"
        fill={`hsl(${hue} 35% ${isPremium ? 26 : 18}%)`}
        stroke={isPremium ? '#f5c451' : `hsl(${hue} 55% 55%)`}
        strokeOpacity={isPremium ? 1 : 0.55}
        strokeWidth={isPremium ? 4 : 2.5}
      />
      {isPremium && <circle cx="50" cy="50" r="36" fill="#ffffff" opacity="0.1" />}
      {icon && <Icon icon={icon} x={14} y={14} size={72} />}
    </svg>
  );
});
