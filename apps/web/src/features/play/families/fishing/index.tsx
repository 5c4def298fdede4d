'use client';
import { useEffect, useRef, useState, type AnimationEvent, type MouseEvent } from 'react';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { FamilyClientProps } from '../../family-props';
import { StakeInput } from '../stake-input';
import { spawn, SWIMMERS_ON_SCREEN, type Swimmer } from './swimmers';
import { outcomeOf } from '../../lib/outcome';

const K = 'play.fishing';
const COLOURS = ['#f59e0b', '#38bdf8', '#a3e635', '#f472b6', '#c084fc', '#ef4444'];
/** The scene per title: a frozen lake's ice holes, the deep sea, or a garden pond. */
const THEMES: Record<string, string> = {
  ice: 'from-sky-200 via-sky-600 to-slate-900',
  deep: 'from-cyan-700 via-blue-900 to-slate-950',
  pond: 'from-emerald-400 via-teal-700 to-emerald-950',
};
const themeOf = (gameId: string) => (/IceFishing|ArcticAngler/.test(gameId) ? 'ice' : /Kraken/.test(gameId) ? 'deep' : 'pond');

// Swimming is a compositor transform across the scene's width; with reduced motion the swimmers rest in place
// and the shot's result stays over its target, unmoving, until the next shot's result replaces it.
const SCENE_CSS = `
@keyframes fishing-swim { from { transform: translateX(-20%); } to { transform: translateX(100%); } }
.fishing-lane { animation: fishing-swim var(--swim) linear forwards; will-change: transform; }
.fishing-lane[data-leftward] { animation-direction: reverse; }
.fishing-paused .fishing-lane { animation-play-state: paused; }
@keyframes fishing-pop { from { opacity: 1; transform: translate(-50%, 0); } to { opacity: 0; transform: translate(-50%, -40px); } }
.fishing-pop { animation: fishing-pop 1.2s ease-out forwards; }
@media (prefers-reduced-motion: reduce) {
  .fishing-lane { animation: none; transform: translateX(var(--rest)); }
  .fishing-pop { animation: none; transform: translate(-50%, 0); }
}`;

/** A fish (or the title's creature), coloured and sized by its multiplier; the multiplier stays readable either way it faces. */
function FishShape({ colour, multiplier, isLeftward = false }: { colour: string; multiplier: number; isLeftward?: boolean }) {
  const width = Math.round(40 + Math.min(Math.log2(multiplier) * 7, 48));
  return (
    <svg viewBox="0 0 64 32" width={width} height={width / 2} aria-hidden="true">
      <g transform={isLeftward ? 'translate(64 0) scale(-1 1)' : undefined}>
        <path
          d="M4 16 L0 4 L14 12 Q28 0 46 4 Q62 10 62 16 Q62 22 46 28 Q28 32 14 20 L0 28 Z"
          fill={colour}
          stroke="#0008"
          strokeWidth="1.5"
        />
        <circle cx="50" cy="13" r="2.5" fill="#111" />
      </g>
      <text x="32" y="20" textAnchor="middle" fontSize="11" fontWeight="800" fill="#000c">
        ×{multiplier}
      </text>
    </svg>
  );
}

type Pop = { key: number; x: number; y: number; text: string; isWin: boolean };
type Pending = { swimmer: number; x: number; y: number; roundId: string | null };

/**
 * Fishing: targets swim across the scene; tap one to shoot at it with the stake. Each shot is one round:
 * the server says caught or not, the win rises over the target and a caught target leaves. One shot at a
 * time: the targets are disabled while a shot is in flight. The animation pauses while the tab is hidden.
 */
export function FishingScreen({ session, round, isBusy, placeBet }: FamilyClientProps<'fishing'>) {
  const { view, currency, limits } = session;
  const [stake, setStake] = useState(limits.minBet);
  const [swimmers, setSwimmers] = useState<Swimmer[]>(() =>
    Array.from({ length: SWIMMERS_ON_SCREEN }, (_, slot) => spawn(view.targets, slot, Math.random, true)),
  );
  const [pops, setPops] = useState<Pop[]>([]);
  const [isHidden, setIsHidden] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const popKey = useRef(0);
  const sceneRef = useRef<HTMLDivElement>(null);
  const targetOf = (id: string) => view.targets.find((target) => target.id === id);
  const colourOf = (id: string) => COLOURS[view.targets.findIndex((target) => target.id === id) % COLOURS.length]!;

  useEffect(() => {
    const onVisibility = () => setIsHidden(document.hidden);
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // The shot is settled once the request is over: a new round is its answer; none means it was refused.
  useEffect(() => {
    const shot = pendingRef.current;
    if (!shot || isBusy) return;
    pendingRef.current = null;
    setPending(null);
    if (!round || round.id === shot.roundId) return;
    const step = round.steps[0];
    if (!step) return;
    const text = step.caught ? `+${formatMoney(round.win, currency)}` : t(`${K}.miss`);
    popKey.current += 1;
    // One shot at a time, so one result over the scene: the newest replaces any still showing.
    setPops([{ key: popKey.current, x: shot.x, y: shot.y, text, isWin: step.caught }]);
    if (step.caught) setSwimmers((now) => now.map((s, slot) => (s.key === shot.swimmer ? spawn(view.targets, slot) : s)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- settles on the request's end only
  }, [isBusy, round]);

  function shoot(swimmer: Swimmer, event: MouseEvent<HTMLButtonElement>) {
    if (pendingRef.current || isBusy) return;
    const scene = sceneRef.current!.getBoundingClientRect();
    const fish = event.currentTarget.getBoundingClientRect();
    const shot = {
      swimmer: swimmer.key,
      x: ((fish.left + fish.width / 2 - scene.left) / scene.width) * 100,
      y: ((fish.top - scene.top) / scene.height) * 100,
      roundId: round?.id ?? null,
    };
    pendingRef.current = shot;
    setPending(shot);
    void placeBet({ family: 'fishing', amount: stake.trim(), target: swimmer.target });
  }

  function swamAway(swimmer: Swimmer, event: AnimationEvent) {
    if (event.target !== event.currentTarget || pendingRef.current?.swimmer === swimmer.key) return;
    setSwimmers((now) => now.map((s, slot) => (s.key === swimmer.key ? spawn(view.targets, slot) : s)));
  }

  const last = round?.steps[0];
  const lastTarget = last && targetOf(last.target);
  const result = !last
    ? t(`${K}.aim`)
    : last.caught
      ? t(outcomeOf(round!.stake, round!.win, currency) === 'win' ? `${K}.caught` : `${K}.caughtReturned`, {
          target: lastTarget?.name ?? last.target,
          multiplier: last.multiplier,
          amount: formatMoney(round!.win, currency),
        })
      : t(`${K}.escaped`, { target: lastTarget?.name ?? last.target, multiplier: last.multiplier });
  const isShooting = pending !== null || isBusy;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-2 px-2 py-2 sm:px-4">
      <style>{SCENE_CSS}</style>
      <div
        ref={sceneRef}
        data-testid="fishing-scene"
        data-paused={isHidden || undefined}
        className={cx(
          'relative h-56 overflow-hidden rounded-2xl border border-line bg-gradient-to-b sm:h-60',
          THEMES[themeOf(session.game.id)],
          isHidden && 'fishing-paused',
        )}
      >
        {swimmers.map((swimmer, slot) => {
          const target = targetOf(swimmer.target)!;
          return (
            <div
              key={swimmer.key}
              className="fishing-lane pointer-events-none absolute inset-x-0"
              data-leftward={swimmer.isLeftward || undefined}
              style={{
                top: `${swimmer.top}%`,
                ['--swim' as string]: `${swimmer.seconds}s`,
                ['--rest' as string]: `${swimmer.rest}%`,
                animationDelay: `-${swimmer.swum}s`,
              }}
              onAnimationEnd={(event) => swamAway(swimmer, event)}
            >
              <button
                type="button"
                data-testid="fishing-fish"
                data-target={target.id}
                data-slot={slot}
                disabled={isShooting}
                onClick={(event) => shoot(swimmer, event)}
                aria-label={t(`${K}.shoot`, { target: target.name, multiplier: target.multiplier })}
                className={cx(
                  'pointer-events-auto rounded-full p-1 transition-opacity disabled:cursor-wait',
                  pending?.swimmer === swimmer.key && 'animate-pulse',
                )}
              >
                <FishShape colour={colourOf(target.id)} multiplier={target.multiplier} isLeftward={swimmer.isLeftward} />
              </button>
            </div>
          );
        })}
        {pops.map((pop) => (
          <span
            key={pop.key}
            data-testid="fishing-pop"
            className={cx(
              'fishing-pop pointer-events-none absolute rounded-full whitespace-nowrap px-2 py-0.5 font-mono text-sm font-extrabold',
              pop.isWin ? 'bg-gold text-black' : 'bg-black/60 text-white',
            )}
            style={{ left: `${pop.x}%`, top: `${pop.y}%` }}
            onAnimationEnd={() => setPops((now) => now.filter((p) => p.key !== pop.key))}
          >
            {pop.text}
          </span>
        ))}
      </div>

      <ul data-testid="fishing-targets" aria-label={t(`${K}.targets`)} className="grid grid-cols-3 gap-1 text-xs sm:grid-cols-6">
        {view.targets.map((target) => (
          <li
            key={target.id}
            title={t(`${K}.pays`, { multiplier: target.multiplier, capture: target.capture })}
            className="flex min-w-0 items-center gap-1.5 rounded-lg border border-line bg-panel-2/60 px-1.5 py-1"
          >
            <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ background: colourOf(target.id) }} />
            <span className="min-w-0">
              <span className="block truncate font-semibold">{target.name}</span>
              <span className="block font-mono text-[11px] text-muted">×{target.multiplier}</span>
            </span>
          </li>
        ))}
      </ul>

      <p
        data-testid="fishing-result"
        data-caught={last?.caught}
        aria-live="polite"
        className="min-h-6 text-center text-sm font-bold sm:text-base"
      >
        {result}
      </p>

      <div className="flex flex-wrap items-end justify-center gap-3">
        <StakeInput value={stake} onChange={setStake} currency={currency} min={limits.minBet} max={limits.maxBet} disabled={isShooting} />
      </div>
    </div>
  );
}
