import { randomUUID } from 'node:crypto';
import type { TCurrencyCode } from '@casino/contracts';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { GameWallet } from '../game-wallet';
import { getPlayerBalances } from '../wallet';
import { findLaunch, takeDemoRaise, type LaunchRow } from './launches-repo';
import { takeStake } from './round-money';
import { findOpenRound, insertRound, toStoredJson, updateRound, type RoundRow } from './rounds-repo';

// A bet on a round that runs on its title's schedule for every player (a crash round, ADR 018; a virtual
// sports event, ADR 020). The player's own seeds draw nothing: the bet carries the scheduled round's
// commitment as its fairness, and it stays open until that round ends and settles it.

export type ScheduledBetLaunch = { token: string; launch: LaunchRow; currency: TCurrencyCode; wallet: GameWallet };

/** Whose bets a launch sees: the demo launch's own, or the player's. */
export const betOwnerOf = (launch: LaunchRow) => (launch.isDemo ? { launchId: launch.id } : { playerId: launch.playerId! });

/** The wallet's real plus bonus money, or the demo launch's credits. */
export async function launchBalance(db: Db, ctx: ScheduledBetLaunch): Promise<bigint> {
  if (ctx.launch.isDemo) return (await findLaunch(db, ctx.launch.tokenHash))!.demoBalance!;
  // What the game may stake: real money, then bonus money (decision 023).
  const { real, bonus } = await getPlayerBalances(db, ctx.launch.playerId!, ctx.currency);
  return real + bonus;
}

/** The launch's open bet on its title (the player's, at real money): one at a time. */
export function findOpenBet(tx: Db, launch: LaunchRow): Promise<RoundRow | undefined> {
  return findOpenRound(tx, launch.isDemo ? { demoLaunchId: launch.id } : { playerId: launch.playerId!, gameKey: launch.gameKey });
}

export type ScheduledBet = {
  requestId: string;
  family: 'crash' | 'virtualSports';
  stake: bigint;
  /** The bet as its family stores it. */
  bet: unknown;
  /** The scheduled round's commitment: its seed hash, public before the bet, and the rest of its seeds. */
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
};

/** Stores the bet open and takes its stake through the wallet (demo: the launch's credits), in the caller's transaction. */
export async function insertScheduledBet(tx: Db, ctx: ScheduledBetLaunch, scheduled: ScheduledBet, now: Date): Promise<RoundRow> {
  const { launch, currency } = ctx;
  const row = await insertRound(tx, {
    id: randomUUID(),
    launchId: launch.id,
    requestId: scheduled.requestId,
    playerId: launch.playerId,
    gameKey: launch.gameKey,
    family: scheduled.family,
    currency,
    isDemo: launch.isDemo,
    status: 'open',
    stake: scheduled.stake,
    bet: toStoredJson(scheduled.bet),
    steps: [],
    seedPairId: null,
    ...scheduled.fairness,
    createdAt: now,
  });
  let balanceAfter: bigint;
  if (launch.isDemo) {
    const credits = await takeDemoRaise(tx, launch.id, scheduled.stake);
    if (credits === undefined) throw conflict('Not enough demo credits for this stake.');
    balanceAfter = credits;
  } else {
    balanceAfter = await takeStake(tx, ctx, row, now);
  }
  return updateRound(tx, row.id, { steps: [], balanceAfter });
}
