import type { RouletteSpot } from '@casino/games';
import { formatMoney } from '@/lib/money';
import { toDecimal } from '../../lib/decimal';
import type { FeltPlace } from './felt';

export type PlacedChip = { key: string; place: FeltPlace; amount: bigint };

/** An outside bet's chip sits in the middle of its own box. */
export const outsideChip = (spot: RouletteSpot, amount: bigint | undefined): PlacedChip[] =>
  amount === undefined ? [] : [{ key: JSON.stringify(spot), place: { anchor: -1, dx: 0, dy: 0 }, amount }];

/**
 * The chips lying on one cell of the felt, each where its bet lies (between cells for a split or a corner). They are
 * drawn over the cell and take no clicks: the cell under them still takes the next chip.
 */
export function FeltChips({ chips, currency }: { chips: PlacedChip[]; currency: string }) {
  return chips.map(({ key, place, amount }) => (
    <span
      key={key}
      data-testid="felt-chip"
      aria-hidden="true"
      title={formatMoney(toDecimal(amount, currency), currency)}
      style={{ left: `${(0.5 + place.dx) * 100}%`, top: `${(0.5 + place.dy) * 100}%` }}
      className="pointer-events-none absolute z-10 grid size-6 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border-2 border-dashed border-white bg-gold font-mono text-[8px] leading-none font-bold text-bg shadow-md"
    >
      {toDecimal(amount, currency)}
    </span>
  ));
}
