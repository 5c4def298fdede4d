import { randomUUID } from 'node:crypto';
import type { TCrashEvent } from '@casino/contracts';
import { cappedCrash, crashPoint, msToReach, roundHash, settledMultiplier, type CrashTitle } from '@casino/games';
import type { Db } from '../../../db/client';
import type { GameWallet } from '../../game-wallet';
import { nodeSha256 } from './node-hash';
import type { CrashLiveBus } from './live-bus';
import { claimLeadership, findLatestRound, insertCrashRound, lockOpenBets, markRoundSettled, type CrashRoundRow } from './repo';
import { crashRoundView, multiplierNow, phaseAt, toMultiplierText } from './schedule';
import { nextChain, seed, type PlayableChain, type Seeding, type SeedingNeed } from './seeding';
import { crashBetOf, settleCrashBet } from './settle';

/**
 * The schedule of live crash rounds. Every API instance ticks; the one holding a title's lease leads it:
 * it opens a round (betting), announces the rise and the multiplier as it climbs, settles automatic
 * cash-outs as the curve passes them, and at the bust settles the bets still in and announces it. It also
 * seeds the title's chains (`seeding.ts`): no round opens before its chain's salt is fixed. Time is the
 * injected clock's: tests move it and call `tick`, production ticks on a timer.
 */
export type CrashRunner = {
  /** One pass over every crash title at `now`. */
  tick(now: Date): Promise<void>;
};

/** A lease outlives many ticks, so a leader keeps it; an instance that stops is replaced after this. */
const LEASE_MS = 5_000;
/**
 * An instance that found a title led by another asks again only after this: a follower ticking as often as the
 * leader spent a transaction per title every tick for nothing (about 6 % of a core per idle API process). A stopped
 * leader is replaced within LEASE_MS + this.
 */
const FOLLOWER_RECHECK_MS = 1_000;

type Deps = {
  db: Db;
  /** Pays the wins of the bets it settles. */
  wallet: GameWallet;
  bus: CrashLiveBus;
  titles: Readonly<Record<string, CrashTitle>>;
  seeding: Seeding;
  /** A failed read of the watched chain: the title waits, the other titles go on. */
  onSeedingError: (err: unknown) => void;
};

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((handle) => work(handle as unknown as Db));

async function openNextRound(
  tx: Db,
  gameKey: string,
  title: CrashTitle,
  latest: CrashRoundRow | undefined,
  chain: PlayableChain,
  now: Date,
) {
  const number = latest && latest.chainId === chain.id ? latest.number + 1 : 1;
  const hash = await roundHash(chain.seed, chain.length, number, nodeSha256);
  const previousHash = number === 1 ? chain.terminatingHash : latest!.hash;
  const crash = cappedCrash(await crashPoint(hash, chain.salt), title.config.maxMultiplier);
  const risesAt = new Date(now.getTime() + title.config.bettingMs);
  const bustsAt = new Date(risesAt.getTime() + msToReach(crash));
  return insertCrashRound(tx, { chainId: chain.id, gameKey, number, hash, previousHash, crash, bettingAt: now, risesAt, bustsAt });
}

/** Settles the bets whose automatic cash-out the curve has reached (all still in once it busted). */
async function settleReached(tx: Db, wallet: GameWallet, title: CrashTitle, round: CrashRoundRow, now: Date): Promise<number[]> {
  const isBusted = phaseAt(round, now) === 'busted';
  const reached = multiplierNow(round, now);
  const paid: number[] = [];
  for (const row of await lockOpenBets(tx, round.id)) {
    const multiplier = settledMultiplier(title.config, crashBetOf(row), isBusted ? round.crash : reached, null);
    if (multiplier === null && !isBusted) continue;
    // While rising, the cap is not reached (the round busts at it): only automatic targets pay here.
    await settleCrashBet(tx, wallet, row, multiplier, now);
    if (multiplier !== null) paid.push(multiplier);
  }
  return paid;
}

export function createCrashRunner({ db, wallet, bus, titles, seeding, onSeedingError }: Deps): CrashRunner {
  const holder = randomUUID();
  /** What this instance announced last per title, so each phase is announced once per leader. */
  const announced = new Map<string, string>();

  /** When this instance, a follower of a title, next asks for its lease. */
  const followingUntil = new Map<string, number>();

  /** What the leader announces, and the seeding the title waits for; null when another instance leads. */
  type Led = { events: TCrashEvent[]; need: SeedingNeed | null } | null;

  async function lead(gameKey: string, title: CrashTitle, now: Date): Promise<Led> {
    return inTransaction(db, async (tx) => {
      if (!(await claimLeadership(tx, gameKey, holder, now, LEASE_MS))) return null;
      const events: TCrashEvent[] = [];
      let need: SeedingNeed | null = null;
      let round = await findLatestRound(tx, gameKey);
      if (round && phaseAt(round, now) === 'busted' && round.settledAt === null && (await markRoundSettled(tx, round.id, now))) {
        await settleReached(tx, wallet, title, round, now);
        events.push({ type: 'busted', gameKey, round: crashRoundView(round, now) });
      }
      if (!round || now.getTime() >= round.bustsAt.getTime() + title.config.pauseMs) {
        const next = await nextChain(tx, gameKey, round);
        need = next.need;
        if (!next.chain) return { events, need };
        round = await openNextRound(tx, gameKey, title, round, next.chain, now);
      }
      const phase = phaseAt(round, now);
      const key = `${round.number}:${round.chainId}:${phase}`;
      if (phase !== 'busted' && announced.get(gameKey) !== key) {
        announced.set(gameKey, key);
        events.push({ type: phase, gameKey, round: crashRoundView(round, now) });
      }
      if (phase === 'rising') {
        for (const multiplier of await settleReached(tx, wallet, title, round, now)) {
          events.push({ type: 'cashOut', gameKey, number: round.number, multiplier: toMultiplierText(multiplier) });
        }
        events.push({ type: 'tick', gameKey, number: round.number, multiplier: toMultiplierText(multiplierNow(round, now)) });
      }
      return { events, need };
    });
  }

  const underLease = (gameKey: string, now: Date) => async (work: (tx: Db) => Promise<unknown>) => {
    await inTransaction(db, async (tx) => {
      if (await claimLeadership(tx, gameKey, holder, now, LEASE_MS)) await work(tx);
    });
  };

  return {
    async tick(now) {
      for (const [gameKey, title] of Object.entries(titles)) {
        if (now.getTime() < (followingUntil.get(gameKey) ?? 0)) continue;
        const led = await lead(gameKey, title, now);
        if (!led) {
          followingUntil.set(gameKey, now.getTime() + FOLLOWER_RECHECK_MS);
          continue;
        }
        const { events, need } = led;
        // Published after the commit: nobody hears of a round, a cash-out or a bust that could still roll back.
        for (const event of events) await bus.publish(event);
        if (need) await seed(seeding, gameKey, need, now, underLease(gameKey, now)).catch(onSeedingError);
      }
    },
  };
}
