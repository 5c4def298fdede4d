'use client';
import { useEffect, useRef } from 'react';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

type Props = {
  /** The pool won, in major units of `currency` as the round gives it. */
  amount: string;
  currency: string;
  poolName: string;
  onClose: () => void;
};

/**
 * The moment a round wins a jackpot: a modal over the game with the pool's name and the amount, already paid into
 * the balance shown behind it. Closed with its button or Escape; the screen reader reads its title and text.
 */
export function JackpotWin({ amount, currency, poolName, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const shown = dialog.current;
    if (shown && !shown.open) shown.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby="jackpot-win-title"
      aria-describedby="jackpot-win-text"
      data-testid="jackpot-win"
      className="m-auto w-[min(26rem,calc(100vw-1.5rem))] rounded-3xl border-4 border-gold bg-panel p-6 text-center text-white shadow-2xl backdrop:bg-black/80"
    >
      <p aria-hidden="true" className="text-4xl">
        ★ ★ ★
      </p>
      <h2 id="jackpot-win-title" className="mt-2 text-3xl font-extrabold tracking-wide text-gold uppercase sm:text-4xl">
        {t('play.jackpot.title')}
      </h2>
      <div id="jackpot-win-text" className="mt-3 flex flex-col gap-1">
        <p className="text-base font-semibold">{t('play.jackpot.won', { name: poolName })}</p>
        <p data-testid="jackpot-win-amount" className="font-mono text-3xl font-extrabold break-all text-gold sm:text-4xl">
          {formatMoney(amount, currency)}
        </p>
        <p className="text-sm text-muted">{t('play.jackpot.paid')}</p>
      </div>
      <button
        type="button"
        autoFocus
        onClick={() => dialog.current?.close()}
        className="mt-5 min-w-36 rounded-full bg-gold px-6 py-3 text-base font-extrabold text-bg uppercase hover:brightness-110 focus-visible:outline-2 focus-visible:outline-white"
      >
        {t('play.jackpot.close')}
      </button>
    </dialog>
  );
}
