import { z } from 'zod';
import { CLIENT_SEED_MAX } from './limits';
import { textField } from './text';

/** Provably fair seeds (ISSUE 11 point 3, Stake's scheme): what a player sees of their seed pairs. */

/**
 * The player's half of the HMAC input: 1 to 64 printable characters (counted as characters, not
 * UTF-16 units). Control, format and separator characters are refused: the seed is typed into the
 * verifier by hand, and an invisible character would make a round impossible to recompute.
 */
export const ZClientSeed = textField({ error: 'Client seed must be text' })
  .min(1, 'Client seed must not be empty')
  .refine((seed) => [...seed].length <= CLIENT_SEED_MAX, `Client seed must be at most ${CLIENT_SEED_MAX} characters`)
  .refine((seed) => /^[^\p{C}\p{Zl}\p{Zp}]*$/u.test(seed), 'Client seed may only contain printable characters');

export const ZClientSeedRequest = z.object({ clientSeed: ZClientSeed });
export type TClientSeedRequest = z.infer<typeof ZClientSeedRequest>;

/** The pair in use: its server seed is shown only as its SHA-256; `nonce` is the next bet's. */
export const ZActiveSeedPair = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type TActiveSeedPair = z.infer<typeof ZActiveSeedPair>;

/** A rotated pair, server seed revealed: its bets used nonces 0 to finalNonce − 1. */
export const ZRevealedSeedPair = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  finalNonce: z.number().int(),
  revealedAt: z.iso.datetime(),
});
export type TRevealedSeedPair = z.infer<typeof ZRevealedSeedPair>;

/** GET /fairness: the active pair and the last revealed ones, newest first. */
export const ZFairnessResponse = z.object({ active: ZActiveSeedPair, previous: z.array(ZRevealedSeedPair) });
export type TFairnessResponse = z.infer<typeof ZFairnessResponse>;

/** A rotation's answer: the pair just revealed and the one that replaces it. */
export const ZSeedRotation = z.object({ revealed: ZRevealedSeedPair, active: ZActiveSeedPair });
export type TSeedRotation = z.infer<typeof ZSeedRotation>;
