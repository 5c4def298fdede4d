import { gameSlug, type TPlaySession, type TSeedRotation } from '@casino/contracts';
import { provenRtp } from '@casino/games';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { backdropPath } from '../games';
import { jackpotOfTitle } from '../jackpots';
import { toMajorUnits } from '../../lib/money';
import { familyEntry } from './families/registry';
import { newDemoSeeds } from './launch';
import { lockLaunch, replaceDemoSeeds } from './launches-repo';
import type { PlayContext } from './play-context';
import { authenticatePlayer } from './round-money';
import { balanceAndTotals, playRoundOf } from './rounds';
import { findOpenRound, hasOpenRoundOnSeeds } from './rounds-repo';
import { getFairness, openRoundsRefusal } from './service';
import { gameView } from './game-view';
import { sessionLimits } from './title-play';
import { titleWithinStakeCap } from './stake-cap-title';

/** GET /play/{token}: what the game client draws, with a round left open to resume. */
export async function getPlaySession(db: Db, ctx: PlayContext, now: Date): Promise<TPlaySession> {
  const { launch, game, stated, currency } = ctx;
  if (!launch.isDemo) await authenticatePlayer(db, ctx, now);
  // The stakes shown are the ones the player's market allows (a UK slot's cap).
  const title = await titleWithinStakeCap(db, ctx, now);
  const open = await findOpenRound(
    db,
    launch.isDemo ? { demoLaunchId: launch.id } : { playerId: launch.playerId!, gameKey: launch.gameKey },
  );
  const openRound = open ? await playRoundOf(db, open) : null;
  const { balance, totals } = await balanceAndTotals(db, ctx);
  const fairness = launch.isDemo
    ? { serverSeedHash: launch.demoServerSeedHash!, clientSeed: launch.demoClientSeed!, nonce: launch.demoNonce! }
    : (await getFairness(db, launch.playerId!, now)).active;
  const jackpot = await jackpotOfTitle(db, ctx.jackpots, launch.gameKey, currency);
  const free = launch.isDemo ? null : await ctx.freeRounds(db, { playerId: launch.playerId!, gameKey: launch.gameKey, currency });
  return {
    mode: launch.isDemo ? 'demo' : 'real',
    game: {
      id: game.id,
      key: launch.gameKey,
      name: game.name,
      provider: game.provider,
      family: stated.family,
      rtp: provenRtp(stated),
      volatility: stated.volatility,
      slug: gameSlug(game.imageId ?? game.id),
      backdrop: backdropPath(game),
    },
    currency,
    balance,
    limits: sessionLimits(title, currency),
    view: gameView(title, currency),
    openRound,
    fairness,
    startedAt: launch.createdAt.toISOString(),
    totals,
    // UK-style protection, kept by the server (slot-pacing.ts): the client shows each spin for at least this long.
    minCycleMs: !launch.isDemo && familyEntry(stated.family).play?.isPaced ? ctx.slotMinCycleMs : 0,
    freeSpins: free && free.left > 0 ? { left: free.left, stake: toMajorUnits(free.stake, currency), winsHeld: free.winsHeld } : null,
    ...(jackpot ? { jackpot } : {}),
  };
}

/**
 * POST /play/{token}/fairness/rotate and PUT /play/{token}/fairness/client-seed, demo only: reveals the demo
 * server seed and starts a new pair at nonce 0, with `clientSeed` when given (validated by the route). Refused
 * while a round drawn from the seeds is open, as a real rotation is; the launch's row is locked first, so a round
 * starting at the same instant is either seen open or starts on the new seeds.
 */
export async function rotateDemoSeeds(db: Db, ctx: PlayContext, now: Date, clientSeed?: string): Promise<TSeedRotation> {
  if (!ctx.launch.isDemo) throw forbidden('Real-money seeds are rotated on the provably fair page of your profile.');
  const seeds = await newDemoSeeds();
  return db.transaction(async (handle) => {
    const tx = handle as unknown as Db;
    const launch = (await lockLaunch(tx, ctx.launch.id))!;
    if (await hasOpenRoundOnSeeds(tx, { demoLaunchId: launch.id, serverSeedHash: launch.demoServerSeedHash! })) throw openRoundsRefusal();
    // Keep the player's client seed unless a new one is given, as a real rotation does.
    const next = (await replaceDemoSeeds(tx, launch.id, { ...seeds, demoClientSeed: clientSeed ?? launch.demoClientSeed! }))!;
    return {
      revealed: {
        serverSeed: launch.demoServerSeed!,
        serverSeedHash: launch.demoServerSeedHash!,
        clientSeed: launch.demoClientSeed!,
        finalNonce: launch.demoNonce!,
        revealedAt: now.toISOString(),
      },
      active: { serverSeedHash: next.demoServerSeedHash!, clientSeed: next.demoClientSeed!, nonce: 0 },
    };
  });
}
