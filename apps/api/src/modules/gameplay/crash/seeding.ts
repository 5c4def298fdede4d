import { randomBytes } from 'node:crypto';
import { terminatingHash } from '@casino/games';
import type { Db } from '../../../db/client';
import { nodeSha256 } from './node-hash';
import { findChain, findChainAfter, fixChainSalt, insertChain, type ChainRow, type CrashRoundRow } from './repo';

// Seeding a title's chains (bustabit's seeding event): a chain is committed, its terminating hash published,
// with the height of a block of the watched chain that is not mined yet; that block's hash, once confirmed,
// becomes the salt. So the seed is chosen before anyone can know the salt, and the salt is read from the chain
// alone. The chain after the one in play is committed as soon as that one is played, so its salt is fixed
// long before it is needed and the rounds go on from one chain to the next without a wait.

/** Rounds per chain: a round's hash is the seed hashed (length − n) times, cheap at this size. */
export const CHAIN_LENGTH = 10_000;
/** The watched chain whose blocks give the salts (bustabit took a Bitcoin block too). */
export const SEEDING_CHAIN = 'BTC';
/** How far above the newest block the salt block is at commit: mined well after the commitment is public. */
export const SEEDING_BLOCKS_AHEAD = 6;

/** What the rounds read of the watched chain: the payments module's chain adapter. */
export type SeedingChain = {
  tipHeight(currency: typeof SEEDING_CHAIN, now: Date): Promise<number>;
  block(currency: typeof SEEDING_CHAIN, height: number, now: Date): Promise<{ hash: string; confirmations: number } | null>;
  blockUrl(currency: typeof SEEDING_CHAIN, height: number): string;
};

/** The watched chain (null: none, and the rounds wait) and the confirmations a salt block needs. */
export type Seeding = { chain: SeedingChain | null; confirmations: number };

/** What a title waits for: a chain committed after chain `afterId` (0: its first), or a committed chain's salt. */
export type SeedingNeed = { kind: 'commit'; afterId: number } | { kind: 'salt'; chainId: number; height: number };

export type PlayableChain = ChainRow & { salt: string };

const needOf = (chain: ChainRow | undefined, afterId: number): SeedingNeed | null => {
  if (!chain) return { kind: 'commit', afterId };
  return chain.salt === null ? { kind: 'salt', chainId: chain.id, height: chain.saltHeight! } : null;
};

/**
 * The chain the title's next round plays (the latest round's while it has rounds left, else the next
 * committed one once salted), or null while it waits; and the seeding to do next, outside the transaction:
 * that chain's, or the one after it.
 */
export async function nextChain(
  tx: Db,
  gameKey: string,
  latest: CrashRoundRow | undefined,
): Promise<{ chain: PlayableChain | null; need: SeedingNeed | null }> {
  const current = latest && (await findChain(tx, latest.chainId));
  // A chain from before seeding blocks is not played on.
  const hasRoundsLeft = current && current.saltHeight !== null && latest!.number < current.length;
  const chain = hasRoundsLeft ? current : await findChainAfter(tx, gameKey, current?.id ?? 0);
  if (!chain || chain.salt === null) return { chain: null, need: needOf(chain, current?.id ?? 0) };
  return { chain: chain as PlayableChain, need: needOf(await findChainAfter(tx, gameKey, chain.id), chain.id) };
}

/**
 * Does what `need` asks with the watched chain, outside any transaction (a node may be slow), then writes it
 * `underLease`: in a transaction that renews the title's lease first, so only its holder commits a chain or
 * fixes a salt. A salt block not mined, or not confirmed enough, leaves the title waiting for the next tick.
 */
export async function seed(
  seeding: Seeding,
  gameKey: string,
  need: SeedingNeed,
  now: Date,
  underLease: (work: (tx: Db) => Promise<unknown>) => Promise<void>,
): Promise<void> {
  const { chain } = seeding;
  if (!chain) return;
  if (need.kind === 'salt') {
    const block = await chain.block(SEEDING_CHAIN, need.height, now);
    if (block && block.confirmations >= seeding.confirmations) await underLease((tx) => fixChainSalt(tx, need.chainId, block.hash, now));
    return;
  }
  const saltHeight = (await chain.tipHeight(SEEDING_CHAIN, now)) + SEEDING_BLOCKS_AHEAD;
  const secret = randomBytes(32).toString('hex');
  const terminating = await terminatingHash(secret, CHAIN_LENGTH, nodeSha256);
  await underLease(async (tx) => {
    if (await findChainAfter(tx, gameKey, need.afterId)) return;
    await insertChain(tx, {
      gameKey,
      seed: secret,
      salt: null,
      saltChain: SEEDING_CHAIN,
      saltHeight,
      length: CHAIN_LENGTH,
      terminatingHash: terminating,
      createdAt: now,
    });
  });
}
