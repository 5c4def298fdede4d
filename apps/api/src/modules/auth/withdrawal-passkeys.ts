import type { TPasskeyAssertion, TPasskeyRequestOptions } from '@casino/contracts';
import type { Db } from '../../db/client';
import { conflict, unprocessable } from '../../lib/errors';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import { relyingPartyOf, requestOptions, signedChallengeOf, verifyAssertion } from './passkey-ceremonies';
import { findPasskey, listPasskeys, recordPasskeyUse } from './passkeys-repo';
import { consumeToken, deleteUnusedTokens, findLiveToken, insertAuthToken } from './repo';
import { assertSignInAllowed, recordSignInFailure, secondFactorKeys } from './sign-in-throttle';
import type { SecondFactorProof } from './two-factor';

// A passkey confirming a withdrawal (docs/decisions/035-guarded-withdrawals.md): the signed-in player asks for a
// challenge, their passkey signs it, and the request carries the signature. Like a code, it is spent only with the
// request it allows.

/** The challenge is answered within this time, once; asking again replaces it. */
const CHALLENGE_TTL_MS = 5 * 60_000;
const NO_PASSKEY = 'You have no passkey on your account. Add one under Privacy, or confirm with your authenticator app.';
const EXPIRED = 'Confirming with your passkey took too long or was already done. Confirm with your passkey again.';
const WRONG_PASSKEY = 'That passkey was not accepted. Use a passkey you added to this account, and try again.';
const LOCKED = 'Too many failed confirmations. Please wait a few minutes and try again.';

/** Where the site lives: passkeys are bound to its host and origin. */
export type PasskeySite = { publicUrl: string };

/** The options for navigator.credentials.get(), over a new challenge kept (hashed) for this player. */
export async function startWithdrawalPasskey(db: Db, site: PasskeySite, userId: string, now: Date): Promise<TPasskeyRequestOptions> {
  const passkeys = await listPasskeys(db, userId);
  if (passkeys.length === 0) throw conflict(NO_PASSKEY);
  const challenge = createOpaqueToken();
  await db.transaction(async (tx) => {
    await deleteUnusedTokens(tx, userId, 'withdrawal_passkey');
    await insertAuthToken(tx, {
      userId,
      purpose: 'withdrawal_passkey',
      tokenHash: hashToken(challenge),
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
      createdAt: now,
    });
  });
  return requestOptions(relyingPartyOf(site.publicUrl), passkeys, challenge);
}

/**
 * The player's passkey signed a challenge they were given for a withdrawal, for this site, with a counter above the
 * stored one. A refused signature is a 422 and counts as a wrong code does (decision 005), on the same key. `spend`
 * retires the challenge and stores the counter inside the request's transaction: a replayed assertion finds neither.
 */
export async function checkWithdrawalPasskey(
  db: Db,
  site: PasskeySite,
  userId: string,
  assertion: TPasskeyAssertion,
  now: Date,
): Promise<SecondFactorProof> {
  const keys = secondFactorKeys(userId);
  await assertSignInAllowed(db, keys, now, LOCKED);
  const challenge = signedChallengeOf(assertion);
  const found = challenge ? await findLiveToken(db, 'withdrawal_passkey', hashToken(challenge), now) : undefined;
  // An unknown or spent challenge is no guess at the key: not counted, as at sign-in.
  if (!challenge || !found || found.userId !== userId) throw unprocessable(EXPIRED, 'passkey');
  const passkey = await findPasskey(db, userId, assertion.id);
  const verified = passkey && (await verifyAssertion(relyingPartyOf(site.publicUrl), passkey, assertion, challenge));
  if (!passkey || !verified || 'refused' in verified) {
    await recordSignInFailure(db, keys, now);
    throw unprocessable(WRONG_PASSKEY, 'passkey');
  }
  return {
    kind: 'passkey',
    spend: async (tx) => {
      if (!(await consumeToken(tx, found.id, now))) throw unprocessable(EXPIRED, 'passkey');
      if (!(await recordPasskeyUse(tx, passkey.id, passkey.counter, verified.counter, now))) throw unprocessable(EXPIRED, 'passkey');
    },
  };
}
