'use client';
import type { TRealityCheckAnswer, TRealityCheckState } from '@casino/contracts';
import { useEffect, useRef, useState } from 'react';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { LEAVE_TO, playedFor } from '../lib/reality-check';

type Props = {
  check: TRealityCheckState;
  /** Sends the answer; rejects when it was not saved. */
  onAnswer(answer: TRealityCheckAnswer): Promise<unknown>;
};

/** Leaves the game: the whole page (the game frame's parent too) goes to `href`. */
function leaveTo(href: string) {
  (window.top ?? window).location.assign(href);
}

/**
 * The reality check over the game: how long the player has played since signing in and their net result, with
 * Continue, Stop playing (to the lobby) and View history (the bet history). Modal and not dismissable: the next
 * round waits for an answer, which the server records before the frame goes on or leaves.
 */
export function RealityCheckDialog({ check, onAnswer }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState<TRealityCheckAnswer | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const shown = dialog.current;
    if (shown && !shown.open) shown.showModal();
  }, []);

  async function answer(value: TRealityCheckAnswer) {
    setPending(value);
    setFailed(false);
    try {
      await onAnswer(value);
      if (value !== 'continue') leaveTo(LEAVE_TO[value]);
    } catch {
      setFailed(true);
      setPending(null);
    }
  }

  const button =
    'min-h-11 rounded-full px-5 py-2.5 text-sm font-bold focus-visible:outline-2 focus-visible:outline-white disabled:opacity-60';
  return (
    <dialog
      ref={dialog}
      // Escape does not answer it.
      onCancel={(event) => event.preventDefault()}
      role="alertdialog"
      aria-labelledby="reality-check-title"
      aria-describedby="reality-check-text"
      data-testid="reality-check"
      className="m-auto w-[min(28rem,calc(100vw-1.5rem))] rounded-2xl border border-line bg-panel p-6 text-white shadow-2xl backdrop:bg-black/80"
    >
      <h2 id="reality-check-title" className="text-2xl font-extrabold">
        {t('play.realityCheck.title')}
      </h2>
      <div id="reality-check-text" className="mt-3 flex flex-col gap-2 text-sm">
        <p data-testid="reality-check-elapsed">
          {t('play.realityCheck.elapsed', { time: playedFor(check.sessionStartedAt ?? check.now, check.now) })}
        </p>
        <p data-testid="reality-check-net">{t('play.realityCheck.net', { amount: formatMoney(check.net, check.currency) })}</p>
        <p className="text-muted">{t('play.realityCheck.answer')}</p>
      </div>
      {failed && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {t('play.realityCheck.failed')}
        </p>
      )}
      <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
        <button
          type="button"
          autoFocus
          disabled={pending !== null}
          onClick={() => void answer('continue')}
          className={`${button} bg-accent hover:brightness-110`}
        >
          {t('play.realityCheck.continue')}
        </button>
        <button type="button" disabled={pending !== null} onClick={() => void answer('stop')} className={`${button} border border-line`}>
          {t('play.realityCheck.stop')}
        </button>
        <button type="button" disabled={pending !== null} onClick={() => void answer('history')} className={`${button} border border-line`}>
          {t('play.realityCheck.history')}
        </button>
      </div>
    </dialog>
  );
}
