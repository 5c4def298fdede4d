'use client';
import { DEFAULT_CURRENCY, type TGame } from '@casino/contracts';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { AuthGuard, GAME_GUARD_DELAY_MS, useAuth } from '@/features/auth';
import { useDefaultFund } from '@/features/wallet';
import { t } from '@/lib/i18n-site';
import { openModal } from '@/lib/modal-store';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useGamesAndCategories } from '../api/games';
import { useGameLaunch } from '../api/launch-game';
import { catalogueCurrency } from '../lib/currency';
import { findGameBySlug } from '../lib/find-by-slug';
import { formatRtp } from '../lib/format-rtp';
import { GameFrame, STAGE_HEIGHT } from './game-frame';
import { GameThumbnail } from './game-thumbnail';
import { providerHref } from './provider-card';

/**
 * The /game/{slug} page: the game's stage, facts and way back. Real-money play needs a session
 * (docs/product.md, Game page: 5 s guard); demo=true is open to visitors.
 */
export function GamePlayShell({ slug, demo, initialGame }: { slug: string; demo: boolean; initialGame: TGame | null }) {
  const content = <GameStage slug={slug} demo={demo} initialGame={initialGame} />;
  return demo ? content : <AuthGuard delayMs={GAME_GUARD_DELAY_MS}>{content}</AuthGuard>;
}

function GameStage({ slug, demo, initialGame }: { slug: string; demo: boolean; initialGame: TGame | null }) {
  const { isAuthenticated } = useAuth();
  const currency = catalogueCurrency(useDefaultFund().fund.currency);
  // The server's copy of the game is in EUR: a catalogue in EUR would only repeat it, so the browser fetches one for
  // another currency (or when the server had none), and the server's copy fills the wait.
  const { data, isPending } = useGamesAndCategories({ enabled: !initialGame || currency !== DEFAULT_CURRENCY });
  const game = (data && findGameBySlug(data.games, slug)) ?? (isPending ? initialGame : null);
  const limitsCurrency = data ? currency : 'EUR';
  // A player launches once the funds are known (the launch binds the default fund's currency).
  const launch = useGameLaunch(game, demo, demo || isAuthenticated);
  const cannotPlay = launch.error instanceof ApiError && launch.error.status === 409 && /cannot be played yet/i.test(launch.error.message);

  if (!game) {
    return isPending ? null : (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t('game.notFound.title')}</h1>
        <p className="text-muted">{t('game.notFound.text')}</p>
        <Link href="/games/all" className="font-semibold text-accent-2 hover:text-white">
          {t('game.backToGames')}
        </Link>
      </section>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 pb-6 sm:px-6">
      {/* The title and its stage fill the screen below the site's header (and above the bottom bar of narrow
          screens), so a game is played without scrolling the page; the facts follow below. */}
      <div className={`flex flex-col gap-2 pt-2 ${STAGE_HEIGHT}`}>
        <div className="flex min-w-0 items-center justify-between gap-3">
          <div className="flex min-w-0 items-baseline gap-2">
            <h1 className="truncate text-lg font-extrabold tracking-tight sm:text-xl">{game.name}</h1>
            <Link href={providerHref(game.provider)} className="shrink-0 text-sm text-muted hover:text-white">
              {game.provider}
            </Link>
          </div>
          <span className="shrink-0 rounded-full border border-line bg-panel px-3 py-1 text-xs font-bold tracking-wider uppercase">
            {demo ? t('game.mode.demo') : t('game.mode.real')}
          </span>
        </div>

        {launch.data ? (
          <GameFrame game={game} url={launch.data} demo={demo} />
        ) : launch.isError && !cannotPlay ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-2xl border border-danger/40 bg-danger/10 px-4 py-10 text-center"
          >
            <p className="font-semibold">{launch.error instanceof ApiError ? launch.error.message : t('game.launchFailed')}</p>
            {launch.willRetry && <p className="text-sm text-muted">{t('game.retrying')}</p>}
            <Button onClick={launch.retry}>{t('game.retry')}</Button>
          </div>
        ) : (
          <section
            aria-label={t('game.stageLabel', { name: game.name })}
            // Where the frame will be, below the room of its toolbar (one row of buttons): nothing moves when it arrives.
            className="relative mt-11 grid min-h-0 w-full flex-1 place-items-center overflow-hidden rounded-2xl border border-line bg-panel-2 px-4"
          >
            <div className="absolute inset-0 opacity-30 blur-2xl" aria-hidden="true">
              <GameThumbnail game={game} priority />
            </div>
            <div className="relative flex w-40 flex-col items-center gap-3 text-center sm:w-56">
              <div className="w-full overflow-hidden rounded-xl shadow-2xl">
                <GameThumbnail game={game} priority />
              </div>
              {launch.isPending ? (
                <p role="status" className="text-sm text-muted">
                  {t('game.launching')}
                </p>
              ) : (
                <p className="text-sm text-muted">{t('game.unavailable')}</p>
              )}
            </div>
          </section>
        )}
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={t('game.facts.rtp')} value={formatRtp(game.rtp)} />
        <Fact label={t('game.facts.volatility')} value={t(`game.volatility.${game.volatility}`)} />
        <Fact label={t('game.facts.minBet')} value={formatMoney(game.minBet, limitsCurrency)} />
        <Fact label={t('game.facts.maxBet')} value={formatMoney(game.maxBet, limitsCurrency)} />
      </dl>

      {demo && !isAuthenticated ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-panel p-4">
          <p className="text-sm">{t('game.demoNote')}</p>
          <Button onClick={() => openModal('sign-up')}>{t('game.signUpToPlay')}</Button>
        </div>
      ) : null}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-line bg-panel px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
