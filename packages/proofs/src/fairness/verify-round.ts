import { findTitle, FloatSource, generateFloats, hashServerSeed, type FamilyId } from '@casino/games';
import { READERS } from './families/registry';
import type { FamilyReader } from './family-reader';
import type { PlainJson } from './plain-json';

/** The floats a verified round lists: a slot round can derive hundreds. */
export const FLOATS_SHOWN = 10;

/** A played round as the player has it: the title's key, the revealed seeds, the nonce and the choices that change the draws. */
export type RoundToVerify = {
  title: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The hash shown before the round, to hold the server seed to. */
  serverSeedHash?: string;
  /** The player's choices that change what is drawn (mines' count, plinko's board, keno's picks), as JSON. */
  bet?: unknown;
};

export type VerifiedRound = {
  family: FamilyId;
  title: string;
  name: string;
  choices: PlainJson;
  /** The commitment the server seed gives (SHA-256 of its text; crash: of its bytes). */
  serverSeedHash: string;
  /** Whether it is the hash given; null when none was. */
  isHashMatch: boolean | null;
  /** The first FLOATS_SHOWN floats derived from the seeds, and how many the round used. */
  floats: number[];
  floatsUsed: number;
  outcome: PlainJson;
};

const HASH = /^[0-9a-f]{64}$/;

/**
 * Recomputes a round with the engines the server settles with, from the seeds alone: its floats, its outcome
 * as plain JSON, and whether the server seed is the one committed to. `problem`: why the round cannot be
 * recomputed (an unknown title, a missing seed, choices the game does not take).
 */
export async function verifyRound(round: RoundToVerify): Promise<{ verified: VerifiedRound } | { problem: string }> {
  const title = findTitle(round.title);
  if (!title) return { problem: `There is no title "${round.title}".` };
  if (round.serverSeed === '') return { problem: 'The server seed is empty.' };
  if (round.clientSeed === '') return { problem: 'The client seed is empty.' };
  if (!Number.isSafeInteger(round.nonce) || round.nonce < 0) return { problem: 'The nonce is a whole number: 0, 1, 2 and so on.' };
  const given = round.serverSeedHash?.toLowerCase();
  if (given !== undefined && !HASH.test(given)) return { problem: 'The server seed hash is 64 hex digits.' };

  // The registry pairs each family with its reader; the title's family picks it.
  const reader = READERS[title.family] as FamilyReader<FamilyId>;
  if (reader.betExample === null && round.bet !== undefined)
    return { problem: `${title.name} takes no --bet: nothing a player chooses changes what it draws.` };
  const seeds = { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce };
  const reading = reader.read(title.config, round.bet, seeds);
  if (typeof reading === 'string') return { problem: reading };

  const drawn = reading.floats > 0 ? await generateFloats(seeds, reading.floats) : [];
  const source = new FloatSource(drawn);
  const outcome = await reading.outcome(source, seeds);
  const serverSeedHash = await (reading.commitment ?? hashServerSeed)(seeds.serverSeed);
  return {
    verified: {
      family: title.family,
      title: round.title,
      name: title.name,
      choices: reading.choices,
      serverSeedHash,
      isHashMatch: given === undefined ? null : given === serverSeedHash,
      floats: drawn.slice(0, FLOATS_SHOWN),
      floatsUsed: source.used,
      outcome,
    },
  };
}
