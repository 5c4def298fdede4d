'use client';
import { useState } from 'react';
import type { TPlayAction } from '@casino/contracts';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { StakeInput } from '../stake-input';
import type { ComeBetUp } from './table';

const K = 'play.craps';

/** The come bets up: each on its come point, or in the come box waiting for the next roll. */
export function ComeBetsOnTable({ comeBets, currency }: { comeBets: ComeBetUp[]; currency: string }) {
  if (comeBets.length === 0) return null;
  return (
    <ul data-testid="craps-come-bets" aria-label={t(`${K}.comeBets`)} className="flex flex-wrap justify-center gap-1.5 text-xs">
      {comeBets.map((bet) => (
        <li
          key={bet.bet}
          data-bet={bet.bet}
          data-point={bet.point ?? undefined}
          className="flex items-center gap-1.5 rounded-full border border-gold bg-panel-2 px-2.5 py-1"
        >
          <span className="font-semibold">{bet.point === null ? t(`${K}.comeBox.${bet.side}`) : t(`${K}.spots.${bet.bet}`)}</span>
          <span className="font-mono text-gold">{formatMoney(bet.amount, currency)}</span>
        </li>
      ))}
    </ul>
  );
}

type ControlsProps = {
  canCome: { come: boolean; dontCome: boolean };
  isBusy: boolean;
  currency: string;
  limits: { minBet: string; maxBet: string };
  act(action: TPlayAction): Promise<void>;
};

/** Come and don't come, offered only while a point is on and that side's box is empty. */
export function ComeControls({ canCome, isBusy, currency, limits, act }: ControlsProps) {
  const [amount, setAmount] = useState(limits.minBet);
  if (!canCome.come && !canCome.dontCome) return null;
  const sides = (['come', 'dontCome'] as const).filter((side) => canCome[side]);
  return (
    <div data-testid="craps-come" className="flex flex-wrap items-end justify-center gap-2">
      <StakeInput
        value={amount}
        onChange={setAmount}
        currency={currency}
        min={limits.minBet}
        max={limits.maxBet}
        disabled={isBusy}
        label={t(`${K}.comeAmount`)}
        name="come"
      />
      {/* The two buttons side by side, under the amount on a phone. */}
      <div className="flex gap-2">
        {sides.map((side) => (
          <button
            key={side}
            type="button"
            data-come={side}
            disabled={isBusy}
            onClick={() => void act({ kind: 'come', bet: side, amount: amount.trim() })}
            className="min-h-11 rounded-full border border-gold px-4 py-2 font-bold disabled:opacity-50"
          >
            {t(`${K}.spots.${side}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
