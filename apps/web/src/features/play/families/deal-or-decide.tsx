'use client';
import type { TPlayAction } from '@casino/contracts';
import { useState } from 'react';
import { t } from '@/lib/i18n';
import { readAmount } from '../lib/decimal';
import { AnteAndSideBet, FoldOrRaise } from './ante-table';

/**
 * The controls under an ante game's table (three card poker, casino hold'em): Fold or the raise while a hand
 * is open, otherwise the ante, the optional side bet and Deal. The typed stakes live here, so they stay
 * as typed across hands.
 */
export function DealOrDecide({
  isOpen,
  isBusy,
  limits,
  currency,
  raise,
  side,
  act,
  deal,
  k,
}: {
  isOpen: boolean;
  isBusy: boolean;
  limits: { minBet: string; maxBet: string };
  currency: string;
  /** The raise's action, named under `k` too. */
  raise: 'call' | 'play';
  /** The side bet: its key under `k` (`<key>Optional` labels it) and its field's name. */
  side: { key: string; name: string };
  act(action: TPlayAction): Promise<void>;
  /** Deals at this ante, with the side bet or null when it is left empty or at 0. */
  deal(ante: string, side: string | null): Promise<void>;
  k: string;
}) {
  const [ante, setAnte] = useState(limits.minBet);
  const [sideBet, setSideBet] = useState('0');

  if (isOpen)
    return (
      <FoldOrRaise
        isBusy={isBusy}
        onFold={() => void act({ kind: 'fold' })}
        onRaise={() => void act({ kind: raise })}
        raiseLabel={t(`${k}.${raise}`)}
        k={k}
      />
    );
  // Anything but empty or 0 goes to the server, which names a bad amount.
  const typedSide = sideBet.trim() === '' || readAmount(sideBet, currency) === 0n ? null : sideBet.trim();
  return (
    <AnteAndSideBet
      ante={{ value: ante, onChange: setAnte, label: t(`${k}.bets.ante`), name: 'ante' }}
      side={{ value: sideBet, onChange: setSideBet, label: t(`${k}.${side.key}Optional`), name: side.name }}
      limits={limits}
      currency={currency}
      isBusy={isBusy}
      onDeal={() => void deal(ante.trim(), typedSide)}
      k={k}
    />
  );
}
