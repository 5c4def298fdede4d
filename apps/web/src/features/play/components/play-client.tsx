'use client';
import type { TPlayBet, TPlayFamily } from '@casino/contracts';
import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { t } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { FamilyClientProps } from '../family-props';
import { usePlay } from '../hooks/use-play';
import { useRealityCheck } from '../hooks/use-reality-check';
import type { LiveScreen } from '../families/family-entry';
import { FAMILIES, familyEntry } from '../families/registry';
import { RESULT_EFFECTS } from '../sound/game-sound';
import { SoundToggle } from '../sound/sound-toggle';
import { resultTier } from '../sound/tier';
import { useSoundOn, useSoundUnlock } from '../sound/use-sound';
import { InfoPanel } from './info-panel';
import { JackpotWin } from './jackpot-win';
import { RealityCheckDialog } from './reality-check-dialog';
import { PlayFooter } from './play-footer';

type AnyScreen = ComponentType<FamilyClientProps<TPlayFamily>>;

// Each family's screen is a chunk of its own: a title downloads only its family's code. Crash and virtual
// sports play shared rounds and events through their own requests rather than the shell's rounds, so their
// screens take the launch and the balance.
const SCREENS = Object.fromEntries(
  Object.entries(FAMILIES).map(([family, { screen }]) => [
    family,
    screen.kind === 'round'
      ? { kind: 'round' as const, Screen: lazy(async () => ({ default: (await screen.load()) as AnyScreen })) }
      : { kind: 'live' as const, Screen: lazy(async () => ({ default: await screen.load() })) },
  ]),
) as unknown as Record<TPlayFamily, { kind: 'round'; Screen: AnyScreen } | { kind: 'live'; Screen: LiveScreen }>;

function Loading({ className = 'min-h-dvh' }: { className?: string }) {
  return (
    <p role="status" className={`grid place-items-center text-muted ${className}`}>
      {t('play.loading')}
    </p>
  );
}

/** The game client at /play/{token}: balance, the title's screen, session time and net position, rules. */
export function PlayClient({ token }: { token: string }) {
  const { state, isBusy, error, dismissError, placeBet, act, reload, setMoney, presented, heldRoundId } = usePlay(token);
  const [isInfoOpen, setIsInfoOpen] = useState(false);
  // The round whose jackpot the player has closed: the next round that wins one shows its own.
  const [jackpotSeen, setJackpotSeen] = useState<string | null>(null);
  // The reality check of a real-money game: asked when it falls due and whenever a request was refused.
  const reality = useRealityCheck(state.status === 'ready' && state.session.mode === 'real');
  const { refresh: refreshReality } = reality;
  useEffect(() => {
    if (error) void refreshReality();
  }, [error, refreshReality]);
  const onLiveRefused = useCallback(() => void refreshReality(), [refreshReality]);
  useSoundUnlock();
  // Every round family's result sounds once its screen has shown it (and the shell its money), by its tier.
  const settled = state.status === 'ready' && state.round?.status === 'settled' && state.round.id !== heldRoundId ? state.round : null;
  useSoundOn(settled?.id ?? null, settled ? RESULT_EFFECTS[resultTier(settled.stake, settled.win, settled.currency)] : null);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    return (
      <div role="alert" className="grid min-h-dvh place-items-center px-6 text-center">
        <div className="flex flex-col items-center gap-4">
          <p className="text-lg font-semibold">{state.message}</p>
          <button type="button" className="rounded-lg bg-accent px-4 py-2 font-semibold" onClick={() => void reload()}>
            {t('play.retry')}
          </button>
        </div>
      </div>
    );
  }

  const { session, round } = state;
  const { family } = session.game;
  const entry = familyEntry(family);
  const screen = SCREENS[family];
  const minMs = entry.minRoundMs?.(session.minCycleMs) ?? 0;

  return (
    <div className="flex h-dvh flex-col bg-bg text-white">
      <header className="flex items-center justify-between gap-3 border-b border-line bg-panel px-3 py-2">
        <div className="min-w-0">
          <h1 className="truncate text-sm font-bold sm:text-base">{session.game.name}</h1>
          <p className="truncate text-xs text-muted">{t(`play.mode.${session.mode}`)}</p>
        </div>
        <div className="flex items-center gap-2 sm:gap-3">
          <div className="text-right">
            <p className="text-[10px] tracking-wider text-muted uppercase">{t('play.balance')}</p>
            <p data-testid="play-balance" className="font-mono text-sm font-bold sm:text-base">
              {formatMoney(session.balance, session.currency)}
            </p>
          </div>
          <SoundToggle />
          <button
            type="button"
            aria-label={t('play.info.open')}
            onClick={() => setIsInfoOpen(true)}
            className="grid size-9 place-items-center rounded-full border border-line font-serif text-lg font-bold hover:border-accent-2"
          >
            i
          </button>
        </div>
      </header>

      {error && (
        <div role="alert" className="flex items-center justify-between gap-3 bg-danger/15 px-3 py-2 text-sm">
          <span>{error}</span>
          <button type="button" className="font-semibold underline" onClick={dismissError}>
            {t('play.dismiss')}
          </button>
        </div>
      )}

      {/* The title's own backdrop behind its screen (drawn from its theme, like its tile). */}
      <div className="relative flex min-h-0 flex-1 flex-col">
        {session.game.backdrop ? (
          <img
            src={session.game.backdrop}
            alt=""
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 size-full object-cover"
          />
        ) : null}
        <main className="relative flex min-h-0 flex-1 flex-col overflow-y-auto">
          <Suspense fallback={<Loading className="flex-1" />}>
            {screen.kind === 'round' ? (
              <screen.Screen
                session={session}
                round={round?.family === family ? round : null}
                isBusy={isBusy}
                // The next round waits while a reality check waits for an answer.
                placeBet={(bet: TPlayBet) => (reality.isDue ? Promise.resolve() : placeBet(bet, minMs, entry.presentsResult === true))}
                act={act}
                presented={presented}
              />
            ) : (
              <screen.Screen token={token} session={session} onMoney={setMoney} onRefused={onLiveRefused} />
            )}
          </Suspense>
        </main>
      </div>

      <PlayFooter session={session} />

      {round?.jackpotWin !== undefined && round.id !== jackpotSeen && round.id !== heldRoundId && (
        <JackpotWin
          key={round.id}
          amount={round.jackpotWin}
          currency={session.currency}
          poolName={session.jackpot?.name ?? t('play.jackpot.defaultName')}
          onClose={() => setJackpotSeen(round.id)}
        />
      )}
      {reality.isDue && reality.check && (
        <RealityCheckDialog
          key={reality.check.dueAt}
          check={reality.check}
          onAnswer={async (answer) => {
            await reality.answer(answer);
            dismissError();
          }}
        />
      )}
      {isInfoOpen && <InfoPanel token={token} session={session} onClose={() => setIsInfoOpen(false)} onSeedsChanged={reload} />}
    </div>
  );
}
