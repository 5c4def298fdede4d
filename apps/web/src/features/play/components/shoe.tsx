import type { CSSProperties } from 'react';
import { cx } from '@/lib/cx';

/** The shoe the cards are dealt from, placed by `className` (relative or absolute); decoration only. */
export function Shoe({ className }: { className: string }) {
  return (
    <div aria-hidden data-testid="card-shoe" className={cx('pointer-events-none h-14 w-11 shrink-0 sm:h-20 sm:w-16', className)}>
      <span className="absolute inset-x-1 top-0 aspect-[5/7] -rotate-12 rounded-md border-2 border-line bg-gradient-to-br from-accent to-panel-2" />
      <span className="absolute inset-x-0 bottom-0 h-2/3 rounded-lg border border-line bg-panel-2 shadow-lg" />
    </div>
  );
}

/**
 * A card as dealt from the shoe (the `card-deal` animation), `order` places into the deal: 0 leaves the shoe first,
 * each next one a beat later. A card that stays on the table keeps its element, so it is dealt only once. `from` is
 * where the shoe sits from the card, in card widths and heights (up and to the right unless told).
 */
export const dealt = (order: number, from?: { x: number; y: number }) => ({
  className: 'card-deal',
  style: { '--deal-order': order, ...(from && { '--shoe-x': `${from.x * 100}%`, '--shoe-y': `${from.y * 100}%` }) } as CSSProperties,
});
