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
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { gameSound } from '../../sound/game-sound';
import { resultTier } from '../../sound/tier';
import { useSoundOn } from '../../sound/use-sound';
import { Reels } from './reels';
import { winShowcase } from './showcase';
import { reelStops } from './stops';
import { useCycle, useReelStops } from './use-reel-stops';
import { WinBanner } from './win-banner';
import { bannerOf, showcaseText } from './win-texts';

/** How long a free spin stays on screen once its reels rest, before the next one turns; longer when it awards more. */
const FREE_SPIN_HOLD_MS = 1_200;
const FEATURE_INTRO_MS = 2_200;
/** How long a free spin's reels turn before they start to stop. */
const FREE_SPIN_LEAD_MS = 450;
/** How long each winning combination stays lit before the next one. */
const SHOWCASE_MS = 1_400;

/**
 * A 5×3 video slot. The reels spin for as long as the request is busy (the shell holds the result for the title's
 * minimum cycle), then come to rest one by one, spinning on when two scatters have landed; each winning combination
 * is then lit in turn with its payline. A feature's free spins play one after the other between an intro and a
 * total. No autoplay, no quick stop, and the win is only celebrated when it is more than the stake.
 */
export function SlotsScreen({ session, round, isBusy, placeBet, presented }: FamilyClientProps<'slots'>) {
  const { view, currency, game } = session;
  const hue = titleHue(game.name);
  const reducedMotion = useReducedMotion();
  const [coinIndex, setCoinIndex] = useState(0);
  // Which spin of the round is on screen: the paid one, then each free spin in turn.
  const [playback, setPlayback] = useState<{ roundId: string | undefined; index: number }>({ roundId: undefined, index: 0 });
  const shown = playback.roundId === round?.id ? playback.index : 0;
  const icons = useSlotArt(game.key);
  // A regular symbol's rank by its pay for five of a kind picks its frame.
  const symbols = useMemo(() => {
    const regulars = view.symbols.filter((symbol) => symbol.kind === 'regular').sort((a, b) => (b.pays?.[2] ?? 0) - (a.pays?.[2] ?? 0));
    return new Map(view.symbols.map((symbol) => [symbol.id, { symbol, rank: regulars.indexOf(symbol) }]));
  }, [view.symbols]);
  const scatterIds = useMemo(() => new Set(view.symbols.filter((s) => s.kind === 'scatter').map((s) => s.id)), [view.symbols]);
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

  const step = isBusy ? undefined : round?.steps[shown];
  const stepKey = step && round ? `${round.id}:${shown}` : null;
  const window = step?.window ?? restingWindow(view.reels);
  const stops = useMemo(() => reelStops(window, scatterIds, reducedMotion), [window, scatterIds, reducedMotion]);
  const stopping = useReelStops(stepKey, stops.at, shown > 0 && !reducedMotion ? FREE_SPIN_LEAD_MS : 0);
  // At rest before the first spin; spinning while busy; then reel by reel.
  const stopped = isBusy ? 0 : step ? stopping : window.length;
  const landed = step !== undefined && stopped === window.length;
  const isLastStep = round !== null && shown === round.steps.length - 1;
  const showcase = useMemo(() => (landed ? winShowcase(step, view.mode) : []), [landed, step, view.mode]);
  const current = showcase[useCycle(landed ? stepKey : null, showcase.length, SHOWCASE_MS)] ?? null;
  const outcome = round ? outcomeOf(round.stake, round.win, currency) : 'loss';
  const isCelebrated = landed && isLastStep && outcome === 'win';
  const banner =
    landed && round ? bannerOf(round, shown, resultTier(round.stake, round.win, currency), currency, view.freeSpins.multiplier) : null;
  useSoundOn(stepKey && stopped > 0 ? `${stepKey}:${stopped}` : null, 'reelStop');

  // A feature's free spins play one by one, each once the last one's reels have rested a while.
  useEffect(() => {
    if (!landed || isLastStep || !round) return;
    const timer = setTimeout(
      () => setPlayback({ roundId: round.id, index: shown + 1 }),
      step.freeSpinsAwarded > 0 ? FEATURE_INTRO_MS : FREE_SPIN_HOLD_MS,
    );
    return () => clearTimeout(timer);
  }, [landed, isLastStep, round, shown, step]);
  // The round's money shows once its last spin has come to rest.
  useEffect(() => {
    if (landed && isLastStep) presented(round.id);
  }, [landed, isLastStep, round, presented]);

  const art = (id: string) => {
    const entry = symbols.get(id);
    return entry ? <SymbolArt symbol={entry.symbol} rank={entry.rank} hue={hue} icon={icons?.[id]} /> : null;
  };

  return (
    <div
      className="flex flex-1 flex-col items-center gap-4 px-3 py-4"
      style={{ background: `radial-gradient(circle at 50% 0%, hsl(${hue} 60% 22%), transparent 70%)` }}
    >
      <div className="relative w-full max-w-xl" data-testid="slot-machine" data-art={icons ? 'drawn' : 'loading'}>
        <Reels
          window={window}
          strips={view.reels}
          stopped={stopped}
          anticipating={stops.anticipating}
          winning={landed ? winningCells(step) : new Set()}
          current={current}
          isBusy={isBusy}
          hue={hue}
          symbol={art}
        />
        {banner && <WinBanner banner={banner} />}
      </div>

      <div className="min-h-12 text-center" aria-live="polite">
        {step && step.freeSpin > 0 && (
          <p className="text-sm font-semibold text-gold">{t('play.slots.freeSpin', { n: step.freeSpin, total: step.freeSpinsTotal })}</p>
        )}
        {landed && isLastStep && (
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
        {current && (
          <p data-testid="slot-win-line" aria-live="off" className="text-xs font-semibold text-gold">
            {showcaseText(current, symbols, currency)}
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
          // Not while the reels come to rest or a feature plays: the next spin waits for this one to show.
          disabled={isBusy || round?.status === 'open' || (round !== null && !(landed && isLastStep))}
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
                <SymbolArt symbol={symbol} rank={symbols.get(symbol.id)!.rank} hue={hue} icon={icons?.[symbol.id]} />
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
