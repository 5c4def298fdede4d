import { randomBytes } from 'node:crypto';
import type { TActiveSeedPair, TFairnessResponse, TRevealedSeedPair, TSeedRotation } from '@casino/contracts';
import { generateFloats, hashServerSeed, jackpotFloat } from '@casino/games';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import {
  claimNonce,
  findActiveSeedPair,
  insertSeedPair,
  insertSeedPairIfNone,
  listRevealedSeedPairs,
  lockActiveSeedPair,
  revealSeedPair,
  type NewSeedPair,
  type SeedPairRow,
} from './repo';
import { hasOpenRoundOnSeeds } from './rounds-repo';

/** How many revealed pairs the fairness page lists. */
const PREVIOUS_PAIRS = 20;
/**
 * A claim or a reveal finds no active pair when the player has none yet, or when a rotation revealed
 * it while the statement waited for its row lock; the retry (a new statement, so a new snapshot under
 * READ COMMITTED) sees the pair that rotation committed. More misses than this means rotations are
 * being hammered; the caller gets an error rather than a loop.
 */
const ACTIVE_PAIR_ATTEMPTS = 5;

async function newSeedPair(playerId: string, now: Date, clientSeed = randomBytes(16).toString('hex')): Promise<NewSeedPair> {
  const serverSeed = randomBytes(32).toString('hex');
  return { playerId, serverSeed, serverSeedHash: await hashServerSeed(serverSeed), clientSeed, createdAt: now };
}

const toActive = (row: SeedPairRow): TActiveSeedPair => ({
  serverSeedHash: row.serverSeedHash,
  clientSeed: row.clientSeed,
  nonce: row.nonce,
});

const toRevealed = (row: SeedPairRow): TRevealedSeedPair => ({
  serverSeed: row.serverSeed,
  serverSeedHash: row.serverSeedHash,
  clientSeed: row.clientSeed,
  finalNonce: row.nonce,
  revealedAt: row.revealedAt!.toISOString(),
});

/** Runs `step` until the player has an active pair for it, starting the first pair when there is none. */
async function withActivePair<T>(db: Db, playerId: string, now: Date, step: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < ACTIVE_PAIR_ATTEMPTS; attempt += 1) {
    const result = await step();
    if (result !== undefined) return result;
    await insertSeedPairIfNone(db, await newSeedPair(playerId, now));
  }
  throw new Error(`no active seed pair for player ${playerId} after ${ACTIVE_PAIR_ATTEMPTS} attempts`);
}

export type TakenFloats = {
  seedPairId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  floats: number[];
  /** The bet's jackpot float (its own digest round, see jackpotFloat) when asked for, else null. */
  jackpotFloat: number | null;
};

/**
 * The floats of the player's next round: claims the active pair's nonce inside the caller's
 * transaction (so a round that rolls back gives its nonce back) and derives `count` floats from it.
 * The server seed stays here: the round records the pair's id and nonce, and the seed is shown once revealed.
 * `now` dates the player's first pair if this round starts it. `withJackpot`: the bet draws for a jackpot too.
 */
export async function takeNextFloats(db: Db, playerId: string, count: number, now: Date, withJackpot = false): Promise<TakenFloats> {
  const claimed = await withActivePair(db, playerId, now, () => claimNonce(db, playerId));
  const floats = await generateFloats(claimed, count);
  const { id: seedPairId, serverSeedHash, clientSeed, nonce } = claimed;
  return { seedPairId, serverSeedHash, clientSeed, nonce, floats, jackpotFloat: withJackpot ? await jackpotFloat(claimed) : null };
}

/** The active pair (started on first visit) and the last revealed ones, newest first. */
export async function getFairness(db: Db, playerId: string, now: Date): Promise<TFairnessResponse> {
  const active = await withActivePair(db, playerId, now, () => findActiveSeedPair(db, playerId));
  const previous = await listRevealedSeedPairs(db, playerId, PREVIOUS_PAIRS);
  return { active: toActive(active), previous: previous.map(toRevealed) };
}

/** Why a rotation is refused while a round drawn from the seeds is open: its outcome would be known before it ends. */
export const openRoundsRefusal = () => conflict('Finish your open games before changing seeds.');

/**
 * Reveals the active server seed and starts a new pair at nonce 0, keeping the client seed unless a
 * new one is given. Changing the client seed always goes through here: the nonce restarts at 0 with
 * it, so were the server seed kept, a player could switch back to an earlier client seed and replay
 * (server seed, client seed, nonce) inputs whose outcomes they have already seen. Refused while a round
 * of the pair is open (mines, a hand, craps' point...): its board, deck or dice come from the seed.
 */
export async function rotateSeedPair(db: Db, playerId: string, now: Date, clientSeed?: string): Promise<TSeedRotation> {
  return db.transaction(async (tx) => {
    const pair = await withActivePair(tx, playerId, now, () => lockActiveSeedPair(tx, playerId));
    if (await hasOpenRoundOnSeeds(tx, { seedPairId: pair.id })) throw openRoundsRefusal();
    const revealed = await revealSeedPair(tx, pair.id, now);
    const active = await insertSeedPair(tx, await newSeedPair(playerId, now, clientSeed ?? revealed.clientSeed));
    return { revealed: toRevealed(revealed), active: toActive(active) };
  });
}
