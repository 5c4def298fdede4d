'use client';
import { useEffect, useMemo, useState } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { FamilyClientProps } from '../../family-props';
import { toDecimal, toMinor } from '../../lib/decimal';
import { Choice } from '../choice';
import { countFreeRound, freeSpinsAfter, initialFreeSpins, slotsBet } from './free-spins';
import { paytableRules } from './paytable-rules';
import { SymbolArt, titleHue } from './symbol-art';
import { useSlotArt } from './use-slot-art';
import { restingWindow, slotStake, winningCells } from './window';
import { outcomeOf } from '../../lib/outcome';
import { gameSound } from '../../sound/game-sound';
import { useSoundOn } from '../../sound/use-sound';

/** How long each free spin of a feature stays on screen before the next one. */
const FREE_SPIN_MS = 1_400;

/**
 * A 5×3 video slot. The reels spin for as long as the request is busy (the shell holds the result for
 * the title's minimum cycle); a feature's free spins then play one after the other. No autoplay, no
 * quick stop, and the win is only celebrated when it is more than the stake.
 */
export function SlotsScreen({ session, round, isBusy, placeBet, presented }: FamilyClientProps<'slots'>) {
  const { view, currency, game } = session;
  const hue = titleHue(game.name);
  const [coinIndex, setCoinIndex] = useState(0);
  // Which spin of the round is on screen: the paid one, then each free spin in turn.
  const [playback, setPlayback] = useState<{ roundId: string | undefined; index: number }>({ roundId: undefined, index: 0 });
  const shown = playback.roundId === round?.id ? playback.index : 0;
  const art = useSlotArt(game.key);
  // A regular symbol's rank by its pay for five of a kind picks its frame.
  const symbols = useMemo(() => {
    const regulars = view.symbols.filter((symbol) => symbol.kind === 'regular').sort((a, b) => (b.pays?.[2] ?? 0) - (a.pays?.[2] ?? 0));
    return new Map(view.symbols.map((symbol) => [symbol.id, { symbol, rank: regulars.indexOf(symbol) }]));
  }, [view.symbols]);
  const coin = view.coinValues[Math.min(coinIndex, view.coinValues.length - 1)]!;
  const stake = slotStake(toMinor(coin, currency), view.mode);
  // The player's free spins on this slot: counted down by the free rounds of this visit, used while ticked.
  const [counted, setCounted] = useState<{ initial: ReturnType<typeof initialFreeSpins>; ids: ReadonlySet<string> }>(() => ({
    initial: initialFreeSpins(session),
    // A free round left open was staked before the session counted the spins left: not counted again.
    ids: new Set(session.openRound?.isFree ? [session.openRound.id] : []),
  }));
  const ids = countFreeRound(counted.ids, round);
  if (ids !== counted.ids) setCounted({ ...counted, ids });
  const free = freeSpinsAfter(counted.initial, ids.size);
  const [useFree, setUseFree] = useState(true);
  const isFreeSpin = useFree && free !== null;

  useEffect(() => {
    if (!round || round.steps.length < 2) return;
    const last = round.steps.length - 1;
    const timer = setInterval(
      () =>
        setPlayback((current) => {
          const index = current.roundId === round.id ? current.index : 0;
          return { roundId: round.id, index: Math.min(last, index + 1) };
        }),
      FREE_SPIN_MS,
    );
    return () => clearInterval(timer);
  }, [round]);

  const step = isBusy ? undefined : round?.steps[shown];
  const window = step?.window ?? restingWindow(view.reels);
  const cells = step ? winningCells(step) : new Set<string>();
  const isLastStep = round !== null && shown === round.steps.length - 1;
  const outcome = round ? outcomeOf(round.stake, round.win, currency) : 'loss';
  const isCelebrated = !isBusy && isLastStep && outcome === 'win';
  // The reels stop together: one stop for each spin of the round as it lands (its result sounds from the shell).
  useSoundOn(step && round ? `${round.id}:${shown}` : null, 'reelStop');
  // A feature's free spins play one by one: the round's money shows once its last spin is on screen.
  useEffect(() => {
    if (!isBusy && isLastStep) presented(round.id);
  }, [isBusy, isLastStep, round, presented]);

  return (
    <div
      className="flex flex-1 flex-col items-center gap-4 px-3 py-4"
      style={{ background: `radial-gradient(circle at 50% 0%, hsl(${hue} 60% 22%), transparent 70%)` }}
    >
      <div
        aria-label={t('play.slots.reels')}
        aria-busy={isBusy}
        data-testid="slot-reels"
        className="grid w-full max-w-xl grid-cols-5 gap-1.5 rounded-2xl border-4 p-2 sm:gap-2 sm:p-3"
        style={{ borderColor: `hsl(${hue} 70% 45%)`, background: `hsl(${hue} 40% 10%)` }}
      >
        {window.map((reel, r) => (
          <div key={r} className="relative aspect-[1/3] overflow-hidden rounded-lg bg-black/40">
            {isBusy ? (
              <div className="reel-spin flex flex-col" style={{ animationDelay: `${r * -90}ms` }}>
                {(view.reels[r]!.slice(0, 12) + view.reels[r]!.slice(0, 12)).split('').map((id, i) => {
                  const entry = symbols.get(id);
                  return entry ? (
                    <div key={i} className="aspect-square p-1 opacity-80 blur-[1px]">
                      <SymbolArt symbol={entry.symbol} rank={entry.rank} hue={hue} icon={art?.[entry.symbol.id]} />
                    </div>
                  ) : null;
                })}
              </div>
            ) : (
              <div className="grid h-full grid-rows-3">
                {reel.map((id, row) => {
                  const entry = symbols.get(id);
                  return (
                    <div
                      key={row}
                      className={cx('p-1 transition-transform', cells.has(`${r}:${row}`) && 'scale-105 rounded-md ring-2 ring-gold')}
                    >
                      {entry && <SymbolArt symbol={entry.symbol} rank={entry.rank} hue={hue} icon={art?.[entry.symbol.id]} />}
                    </div>
                  );
                })}
              </div>
            )}
          </div>
        ))}
      </div>

      <div className="min-h-12 text-center" aria-live="polite">
        {step && step.freeSpin > 0 && (
          <p className="text-sm font-semibold text-gold">{t('play.slots.freeSpin', { n: step.freeSpin, total: step.freeSpinsTotal })}</p>
        )}
        {!isBusy && isLastStep && (
          <p
            data-testid="slot-result"
            data-round-id={round?.id}
            className={cx('text-lg font-bold', isCelebrated && 'animate-pulse text-gold')}
          >
            {t({ win: 'play.slots.win', returned: 'play.slots.returned', loss: 'play.slots.noWin' }[outcome], {
              amount: formatMoney(round!.win, currency),
            })}
          </p>
        )}
      </div>

      <div className="flex w-full max-w-xl flex-wrap items-end justify-center gap-3">
        <Choice
          label={t('play.slots.coin')}
          value={coinIndex}
          disabled={isBusy}
          onChange={setCoinIndex}
          options={view.coinValues.map((value, index) => ({ value: index, label: formatMoney(value, currency) }))}
        />
        <div className="text-center">
          <p className="text-xs text-muted">{t('play.stake')}</p>
          <p data-testid="play-stake" className="font-mono font-bold">
            {isFreeSpin
              ? t('play.slots.freeStake', { amount: formatMoney(free.stake, currency) })
              : formatMoney(toDecimal(stake, currency), currency)}
          </p>
        </div>
        {free && (
          <label data-testid="free-spins" className="flex items-center gap-2 text-sm font-semibold text-gold">
            <input type="checkbox" checked={useFree} disabled={isBusy} onChange={(event) => setUseFree(event.target.checked)} />
            {t('play.slots.freeSpinsLeft', { n: free.left })}
          </label>
        )}
        {isFreeSpin && free.winsHeld && <p className="w-full text-center text-xs text-muted">{t('play.slots.freeWinsHeld')}</p>}
        <button
          type="button"
          disabled={isBusy || round?.status === 'open'}
          onClick={() => {
            gameSound.play('spin');
            void placeBet(slotsBet(coin, useFree, free));
          }}
          className="min-w-32 rounded-full bg-accent px-8 py-3 text-lg font-extrabold tracking-wide uppercase shadow-lg disabled:opacity-50"
        >
          {isBusy ? t('play.slots.spinning') : t('play.slots.spin')}
        </button>
      </div>

      <details className="w-full max-w-xl rounded-xl border border-line bg-panel p-3 text-sm">
        <summary className="cursor-pointer font-semibold">{t('play.slots.paytable')}</summary>
        <p className="mt-2 text-muted">{paytableRules(view).join(' ')}</p>
        <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {view.symbols.map((symbol) => (
            <li key={symbol.id} className="flex items-center gap-2">
              <span className="size-9 shrink-0">
                <SymbolArt symbol={symbol} rank={symbols.get(symbol.id)!.rank} hue={hue} icon={art?.[symbol.id]} />
              </span>
              <span className="text-xs">
                <span className="block font-semibold">{symbol.name}</span>
                {symbol.pays
                  ? t(symbol.kind === 'scatter' ? 'play.slots.scatterPays' : 'play.slots.pays', {
                      three: symbol.pays[0],
                      four: symbol.pays[1],
                      five: symbol.pays[2],
                    })
                  : t('play.slots.substitutes')}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
