import { randomBytes, randomUUID } from 'node:crypto';
import type { TCrashEvent } from '@casino/contracts';
import { cappedCrash, crashPoint, msToReach, roundHash, settledMultiplier, terminatingHash, type CrashTitle } from '@casino/games';
import type { Db } from '../../../db/client';
import { nodeSha256 } from './node-hash';
import type { CrashLiveBus } from './live-bus';
import {
  claimLeadership,
  findChain,
  findLatestChain,
  findLatestRound,
  insertChain,
  insertCrashRound,
  lockOpenBets,
  markRoundSettled,
  type CrashRoundRow,
} from './repo';
import { crashRoundView, multiplierNow, phaseAt, toMultiplierText } from './schedule';
import { crashBetOf, settleCrashBet } from './settle';

/**
 * The schedule of live crash rounds. Every API instance ticks; the one holding a title's lease leads it:
 * it opens a round (betting), announces the rise and the multiplier as it climbs, settles automatic
 * cash-outs as the curve passes them, and at the bust settles the bets still in and announces it. Time
 * is the injected clock's: tests move it and call `tick`, production ticks on a timer.
 */
export type CrashRunner = {
  /** One pass over every crash title at `now`. */
  tick(now: Date): Promise<void>;
};

/** Rounds per chain: a round's hash is the seed hashed (length − n) times, cheap at this size. */
export const CHAIN_LENGTH = 10_000;
/** A lease outlives many ticks, so a leader keeps it; an instance that stops is replaced after this. */
const LEASE_MS = 5_000;

type Deps = { db: Db; bus: CrashLiveBus; titles: Readonly<Record<string, CrashTitle>> };

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((handle) => work(handle as unknown as Db));

/** The title's chain with a round left, or a new one (its terminating hash published from now on). */
async function usableChain(tx: Db, gameKey: string, latest: CrashRoundRow | undefined, now: Date) {
  const chain = latest ? await findChain(tx, latest.chainId) : await findLatestChain(tx, gameKey);
  if (chain && (!latest || latest.number < chain.length)) return chain;
  const seed = randomBytes(32).toString('hex');
  const salt = randomBytes(32).toString('hex');
  const terminating = await terminatingHash(seed, CHAIN_LENGTH, nodeSha256);
  return insertChain(tx, { gameKey, seed, salt, length: CHAIN_LENGTH, terminatingHash: terminating, createdAt: now });
}

async function openNextRound(tx: Db, gameKey: string, title: CrashTitle, latest: CrashRoundRow | undefined, now: Date) {
  const chain = await usableChain(tx, gameKey, latest, now);
  const number = latest && latest.chainId === chain.id ? latest.number + 1 : 1;
  const hash = await roundHash(chain.seed, chain.length, number, nodeSha256);
  const previousHash = number === 1 ? chain.terminatingHash : latest!.hash;
  const crash = cappedCrash(await crashPoint(hash, chain.salt), title.config.maxMultiplier);
  const risesAt = new Date(now.getTime() + title.config.bettingMs);
  const bustsAt = new Date(risesAt.getTime() + msToReach(crash));
  return insertCrashRound(tx, { chainId: chain.id, gameKey, number, hash, previousHash, crash, bettingAt: now, risesAt, bustsAt });
}

/** Settles the bets whose automatic cash-out the curve has reached (all still in once it busted). */
async function settleReached(tx: Db, title: CrashTitle, round: CrashRoundRow, now: Date): Promise<number[]> {
  const isBusted = phaseAt(round, now) === 'busted';
  const reached = multiplierNow(round, now);
  const paid: number[] = [];
  for (const row of await lockOpenBets(tx, round.id)) {
    const multiplier = settledMultiplier(title.config, crashBetOf(row), isBusted ? round.crash : reached, null);
    if (multiplier === null && !isBusted) continue;
    // While rising, the cap is not reached (the round busts at it): only automatic targets pay here.
    await settleCrashBet(tx, row, multiplier, now);
    if (multiplier !== null) paid.push(multiplier);
  }
  return paid;
}

export function createCrashRunner({ db, bus, titles }: Deps): CrashRunner {
  const holder = randomUUID();
  /** What this instance announced last per title, so each phase is announced once per leader. */
  const announced = new Map<string, string>();

  async function lead(gameKey: string, title: CrashTitle, now: Date): Promise<TCrashEvent[]> {
    return inTransaction(db, async (tx) => {
      if (!(await claimLeadership(tx, gameKey, holder, now, LEASE_MS))) return [];
      const events: TCrashEvent[] = [];
      let round = await findLatestRound(tx, gameKey);
      if (round && phaseAt(round, now) === 'busted' && round.settledAt === null && (await markRoundSettled(tx, round.id, now))) {
        await settleReached(tx, title, round, now);
        events.push({ type: 'busted', gameKey, round: crashRoundView(round, now) });
      }
      if (!round || now.getTime() >= round.bustsAt.getTime() + title.config.pauseMs) {
        round = await openNextRound(tx, gameKey, title, round, now);
      }
      const phase = phaseAt(round, now);
      const key = `${round.number}:${round.chainId}:${phase}`;
      if (phase !== 'busted' && announced.get(gameKey) !== key) {
        announced.set(gameKey, key);
        events.push({ type: phase, gameKey, round: crashRoundView(round, now) });
      }
      if (phase === 'rising') {
        for (const multiplier of await settleReached(tx, title, round, now)) {
          events.push({ type: 'cashOut', gameKey, number: round.number, multiplier: toMultiplierText(multiplier) });
        }
        events.push({ type: 'tick', gameKey, number: round.number, multiplier: toMultiplierText(multiplierNow(round, now)) });
      }
      return events;
    });
  }

  return {
    async tick(now) {
      for (const [gameKey, title] of Object.entries(titles)) {
        // Published after the commit: nobody hears of a round, a cash-out or a bust that could still roll back.
        for (const event of await lead(gameKey, title, now)) await bus.publish(event);
      }
    },
  };
}
