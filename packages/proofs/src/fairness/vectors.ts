import { createHash } from 'node:crypto';
import type { FamilyId } from '@casino/games';
import type { PlainJson } from './plain-json';
import { verifyRound, type RoundToVerify } from './verify-round';

/**
 * One fixed round: what a player has of it (title, seeds, nonce, the hash shown before it, the choices that
 * change what it draws) and what any verifier must recompute (the first floats, how many the round used, the
 * outcome). `bet` only where the game takes one.
 */
export type RoundVector = {
  family: FamilyId;
  title: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  bet?: PlainJson;
  floats: number[];
  floatsUsed: number;
  outcome: PlainJson;
};

export type RoundVectors = { version: 1; rounds: RoundVector[] };

type VectorRound = Omit<RoundToVerify, 'serverSeed' | 'clientSeed' | 'serverSeedHash' | 'bet'> & { clientSeed?: string; bet?: PlainJson };

/**
 * At least one round of every family, its titles' kinds where they differ (lines and ways slots, keno and
 * bingo, baccarat and high card, races and a shoot-out). The nonces of the free-spin round (Lucky Lanterns)
 * and the won ticket (Comet Scratch) were picked for what they show.
 */
const ROUNDS: VectorRound[] = [
  { title: 'LuckyLanterns', nonce: 3 },
  { title: 'LuckyLanterns', nonce: 91 },
  { title: 'StarforgeWays', nonce: 0 },
  { title: 'NeonNights', nonce: 17 },
  { title: 'LunarRoulette', nonce: 7 },
  { title: 'EmberDice', nonce: 42 },
  { title: 'LighthouseMines', nonce: 5, bet: { mines: 5 } },
  { title: 'PlinkoPrairie', nonce: 12, bet: { rows: 16, risk: 'high' } },
  { title: 'GravityDrop', nonce: 2 },
  { title: 'CometScratch', nonce: 0 },
  { title: 'JacksOrBetterDeluxe', nonce: 9 },
  { title: 'NightOwlKeno', nonce: 4, bet: { picks: [3, 14, 27, 33, 38] } },
  { title: 'PearlDiverBingo', nonce: 1 },
  { title: 'BaccaratNoir', nonce: 6 },
  { title: 'HighCardDuel', nonce: 6 },
  { title: 'ThreeCardShowdown', nonce: 8 },
  { title: 'IceFishingBonanza', nonce: 11 },
  { title: 'CrapsCanyon', nonce: 2 },
  // A crash round's server seed is its chain hash, its client seed the chain's salt, its nonce the round number.
  { title: 'OrbitRush', nonce: 1_204, clientSeed: 'rounds-v1 chain salt' },
  { title: 'CasinoHoldem', nonce: 13 },
  { title: 'VelvetBlackjack', nonce: 21 },
  // A virtual event's client seed is its title key and its nonce the event's number.
  { title: 'DerbyDay', nonce: 5_912_345, clientSeed: 'DerbyDay' },
  { title: 'PenaltyShootout', nonce: 5_912_346, clientSeed: 'PenaltyShootout' },
];

/** A fixed server seed per title: 64 hex digits, as the casino issues them. */
const serverSeedOf = (title: string) => createHash('sha256').update(`rounds-v1 ${title}`).digest('hex');

/** The vectors as `npm run vectors:write:rounds -w packages/proofs` writes them to vectors/rounds-v1.json. */
export async function buildRoundVectors(): Promise<RoundVectors> {
  const rounds: RoundVector[] = [];
  for (const { title, nonce, clientSeed = 'rounds-v1', bet } of ROUNDS) {
    const result = await verifyRound({ title, serverSeed: serverSeedOf(title), clientSeed, nonce, bet });
    if ('problem' in result) throw new Error(`vector ${title} ${nonce}: ${result.problem}`);
    const { family, serverSeedHash, floats, floatsUsed, outcome } = result.verified;
    const seeds = { serverSeed: serverSeedOf(title), serverSeedHash, clientSeed, nonce };
    rounds.push({ family, title, ...seeds, ...(bet === undefined ? {} : { bet }), floats, floatsUsed, outcome });
  }
  return { version: 1, rounds };
}

export const ROUND_VECTORS_FILE = new URL('./vectors/rounds-v1.json', import.meta.url);
