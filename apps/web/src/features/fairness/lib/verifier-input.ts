import { CLIENT_SEED_MAX } from '@casino/contracts';
import type { FairSeeds } from '@casino/games';
import { JACKPOT_CHANCE_MAX } from './jackpot-draw';

/** Server seeds are 64 hex characters; a longer paste is a mistake, not a seed we ever issued. */
export const SERVER_SEED_MAX = 128;

/** `jackpotChanceOneIn`: the N of a round's jackpot draw (1 in N), blank for a round that drew none. */
export type VerifierFields = { serverSeed: string; clientSeed: string; nonce: string; jackpotChanceOneIn?: string };
/** common.json keys of what is wrong with each field. */
export type VerifierErrors = Partial<Record<keyof VerifierFields, string>>;

const KEYS = 'fairness.verifier.errors';

/** The seeds a round is recomputed from (and its jackpot draw's chance, if given), or the reason each field cannot be used. */
export function parseVerifierInput(fields: VerifierFields): { seeds: FairSeeds; jackpotChanceOneIn?: number } | { errors: VerifierErrors } {
  const errors: VerifierErrors = {};
  if (fields.serverSeed.length === 0) errors.serverSeed = `${KEYS}.serverSeedEmpty`;
  else if ([...fields.serverSeed].length > SERVER_SEED_MAX) errors.serverSeed = `${KEYS}.serverSeedTooLong`;
  if (fields.clientSeed.length === 0) errors.clientSeed = `${KEYS}.clientSeedEmpty`;
  else if ([...fields.clientSeed].length > CLIENT_SEED_MAX) errors.clientSeed = `${KEYS}.clientSeedTooLong`;
  const nonce = /^\d+$/.test(fields.nonce.trim()) ? Number(fields.nonce.trim()) : NaN;
  if (fields.nonce.trim() === '') errors.nonce = `${KEYS}.nonceEmpty`;
  else if (!Number.isSafeInteger(nonce)) errors.nonce = `${KEYS}.nonceNotWhole`;
  const chanceText = (fields.jackpotChanceOneIn ?? '').trim();
  const chance = /^\d+$/.test(chanceText) ? Number(chanceText) : NaN;
  if (chanceText !== '' && !(chance >= 1 && chance <= JACKPOT_CHANCE_MAX)) errors.jackpotChanceOneIn = `${KEYS}.jackpotChanceNotWhole`;
  if (Object.keys(errors).length > 0) return { errors };
  const seeds = { serverSeed: fields.serverSeed, clientSeed: fields.clientSeed, nonce };
  return chanceText === '' ? { seeds } : { seeds, jackpotChanceOneIn: chance };
}
