import { z } from 'zod';
import { ZAmount } from './money';

// The crash family's live rounds (shared by every player of a title): what the game client sends (a bet in
// the betting phase, a cash-out while it rises) and what it is shown and pushed. Multipliers are decimal
// strings with two decimals ("2.37"); money is major-unit decimal strings of the session's currency.

const ZMultiplier = z.string().regex(/^\d+\.\d{2}$/);
const ZHash = z.string().regex(/^[0-9a-f]{64}$/);
const int = z.number().int();

/** POST /play/{token}/crash/bets: a stake and an optional automatic cash-out (e.g. "2.00"), betting phase only. */
export const ZCrashBetRequest = z.object({
  requestId: z.uuid(),
  amount: ZAmount,
  autoCashOut: z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be a multiplier such as 2.00')
    .nullable(),
});
export type TCrashBetRequest = z.infer<typeof ZCrashBetRequest>;

/** POST /play/{token}/crash/cash-out: the player's bet in the round now rising. */
export const ZCrashCashOutRequest = z.object({ roundNumber: z.number().int().positive() });
export type TCrashCashOutRequest = z.infer<typeof ZCrashCashOutRequest>;

export const CRASH_PHASES = ['betting', 'rising', 'busted'] as const;

/** One live round as every player sees it; `hash` and `crash` only once it has busted. */
export const ZCrashRound = z.object({
  number: z.number().int().positive(),
  phase: z.enum(CRASH_PHASES),
  bettingAt: z.iso.datetime(),
  risesAt: z.iso.datetime(),
  /** The multiplier now (1.00 before the rise, the bust after it). */
  multiplier: ZMultiplier,
  crash: ZMultiplier.nullable(),
  hash: ZHash.nullable(),
  /** The hash of the round before: SHA-256 of this round's hash, known before it starts. */
  previousHash: ZHash,
});
export type TCrashRound = z.infer<typeof ZCrashRound>;

/** A player's bet in a live round. */
export const ZCrashPlayerBet = z.object({
  roundId: z.uuid(),
  roundNumber: z.number().int().positive(),
  stake: z.string(),
  autoCashOut: ZMultiplier.nullable(),
  cashedOutAt: ZMultiplier.nullable(),
  win: z.string(),
  status: z.enum(['open', 'settled']),
});
export type TCrashPlayerBet = z.infer<typeof ZCrashPlayerBet>;

/**
 * The block whose hash becomes a chain's salt: the chain it is on (a crypto currency code such as BTC) and its
 * height, fixed when the chain is committed; `url` is where anyone reads the block (null: no chain is watched).
 */
export const ZSaltBlock = z.object({ chain: z.string(), height: int.nonnegative(), url: z.string().nullable() });
export type TSaltBlock = z.infer<typeof ZSaltBlock>;

/** A block as its chain publishes it at the salt block's `url`. */
export const ZChainBlock = z.object({ chain: z.string(), height: int.nonnegative(), hash: ZHash, minedAt: z.iso.datetime() });
export type TChainBlock = z.infer<typeof ZChainBlock>;

/**
 * The chain the rounds come from: its terminating hash published before its first round, and its salt, the
 * hash of its salt block (null only for a chain from before salts came from blocks).
 */
export const ZCrashChain = z.object({
  terminatingHash: ZHash,
  salt: z.string(),
  length: z.number().int().positive(),
  saltBlock: ZSaltBlock.nullable(),
});

/**
 * GET /crash/chains: the crash titles' latest chains, newest first, each published when committed (its
 * terminating hash and salt block, a block not mined yet) and its salt once that block is mined and confirmed.
 */
export const ZCrashChainRecord = z.object({
  gameKey: z.string(),
  terminatingHash: ZHash,
  length: int.positive(),
  committedAt: z.iso.datetime(),
  saltBlock: ZSaltBlock,
  salt: ZHash.nullable(),
  saltFixedAt: z.iso.datetime().nullable(),
});
export type TCrashChainRecord = z.infer<typeof ZCrashChainRecord>;
export const ZCrashChainsResponse = z.object({ chains: z.array(ZCrashChainRecord) });
export type TCrashChainsResponse = z.infer<typeof ZCrashChainsResponse>;

/** GET /play/{token}/crash and the answer to a bet or cash-out. */
export const ZCrashState = z.object({
  round: ZCrashRound,
  chain: ZCrashChain,
  bet: ZCrashPlayerBet.nullable(),
  balance: z.string(),
  /** What this launch's bets staked and won so far (a bet still in counts its stake): the visit's net position. */
  totals: z.object({ staked: z.string(), won: z.string() }),
  /** The latest busts, newest first. */
  recent: z.array(z.object({ number: z.number().int().positive(), crash: ZMultiplier, hash: ZHash })),
});
export type TCrashState = z.infer<typeof ZCrashState>;

/** What the live stream pushes: phase changes, the rising multiplier, cash-outs and the bust. */
export const ZCrashEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('betting'), gameKey: z.string(), round: ZCrashRound }),
  z.object({ type: z.literal('rising'), gameKey: z.string(), round: ZCrashRound }),
  z.object({ type: z.literal('tick'), gameKey: z.string(), number: z.number().int().positive(), multiplier: ZMultiplier }),
  z.object({ type: z.literal('cashOut'), gameKey: z.string(), number: z.number().int().positive(), multiplier: ZMultiplier }),
  z.object({ type: z.literal('busted'), gameKey: z.string(), round: ZCrashRound }),
]);
export type TCrashEvent = z.infer<typeof ZCrashEvent>;

// The crash family in the play contract (play.ts gathers it with the other families').

/**
 * Crash: one live round shared by every player (bets and cash-outs go to /play/{token}/crash, not to
 * rounds). The cap the rise stops at (hundredths) and the betting phase, for the rules.
 */
export const ZCrashView = z.object({ family: z.literal('crash'), maxMultiplier: int, bettingMs: int });

/**
 * A crash bet's outcome once settled: the multiplier it cashed out at (null: still in at the bust) and, once
 * the live round has busted, what checks it: the round's hash, its crash and the chain's terminating hash
 * (the commitment is the round's server seed hash, the salt its client seed, the round number its nonce).
 */
export const ZCrashStep = z.object({
  cashedOutAt: z.string().nullable(),
  bust: z.object({ crash: z.string(), hash: z.string(), terminatingHash: z.string(), maxMultiplier: int }).nullable(),
});
export type TCrashStep = z.infer<typeof ZCrashStep>;
