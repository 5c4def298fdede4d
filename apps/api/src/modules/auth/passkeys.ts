import {
  PASSKEYS_MAX,
  type TAddPasskeyRequest,
  type TMessageResponse,
  type TPasskey,
  type TPasskeyAssertion,
  type TPasskeyCreationOptions,
  type TPasskeyRequestOptions,
} from '@casino/contracts';
import type { Db } from '../../db/client';
import { conflict, notFound, unauthorized, unprocessable } from '../../lib/errors';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import type { Player } from '../sessions';
import { sendInBackground, type AuthDeps } from './deps';
import { passkeyAddedMail, passkeyRemovedMail } from './mails';
import {
  creationOptions,
  relyingPartyOf,
  requestOptions,
  signedChallengeOf,
  verifyAssertion,
  verifyNewPasskey,
  type RelyingParty,
} from './passkey-ceremonies';
import { countPasskeys, deletePasskey, findPasskey, insertPasskey, listPasskeys, recordPasskeyUse, type PasskeyRow } from './passkeys-repo';
import { verifyPassword } from './passwords';
import { consumeToken, deleteUnusedTokens, findLiveToken, findUserById, insertAuthToken } from './repo';
import { recordSecurityEvent } from './security-events';
import { assertSignInAllowed, PASSWORD_LOCKED_MESSAGE, passwordCheckKeys, recordSignInFailure } from './sign-in-throttle';

// Passkeys as a player's second factor (docs/decisions/034-player-two-factor.md): adding one in the account (a change
// of credentials, decision 035), removing one with the password, and the passkey step of a sign-in.

/** A new passkey's options are answered within this time, once. */
const REGISTRATION_TTL_MS = 5 * 60_000;
const TOO_MANY = `You can add up to ${PASSKEYS_MAX} passkeys. Remove one you no longer use first.`;
const REGISTRATION_EXPIRED = 'Adding this passkey took too long or was already done. Start again.';
const NOT_ADDED = 'Your browser did not give a passkey this site can use. Start again, and use a passkey of this site.';
const WRONG_PASSWORD = 'That is not your password.';

const rpOf = (deps: AuthDeps): RelyingParty => relyingPartyOf(deps.config.publicUrl);

const toPasskey = (row: PasskeyRow): TPasskey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The player's passkeys as the Privacy page lists them. */
export async function listPlayerPasskeys(db: Db, userId: string): Promise<TPasskey[]> {
  return (await listPasskeys(db, userId)).map(toPasskey);
}

/** Whether the player has a passkey to sign in with. */
export const hasPasskey = async (db: Db, userId: string) => (await countPasskeys(db, userId)) > 0;

/** The options of a new passkey; its challenge is kept (hashed) for 5 minutes and replaces an earlier unanswered one. */
export async function startPasskeyRegistration(deps: AuthDeps, player: Player): Promise<TPasskeyCreationOptions> {
  const { db } = deps;
  const now = deps.clock.now();
  const user = await findUserById(db, player.id);
  if (!user) throw unauthorized();
  const passkeys = await listPasskeys(db, player.id);
  if (passkeys.length >= PASSKEYS_MAX) throw conflict(TOO_MANY);
  const challenge = createOpaqueToken();
  await db.transaction(async (tx) => {
    await deleteUnusedTokens(tx, player.id, 'passkey_registration');
    await insertAuthToken(tx, {
      userId: player.id,
      purpose: 'passkey_registration',
      tokenHash: hashToken(challenge),
      expiresAt: new Date(now.getTime() + REGISTRATION_TTL_MS),
      createdAt: now,
    });
  });
  return creationOptions(rpOf(deps), user, passkeys, challenge);
}

/**
 * The browser's answer to the options: verified against the challenge this player was given, which it spends. A
 * change of credentials: withdrawals wait 24 hours, and the player is mailed.
 */
export async function addPasskey(deps: AuthDeps, player: Player, input: TAddPasskeyRequest): Promise<TPasskey> {
  const { db } = deps;
  const now = deps.clock.now();
  const challenge = signedChallengeOf(input.response);
  const found = challenge ? await findLiveToken(db, 'passkey_registration', hashToken(challenge), now) : undefined;
  if (!challenge || !found || found.userId !== player.id) throw unprocessable(REGISTRATION_EXPIRED, 'response');
  const verified = await verifyNewPasskey(rpOf(deps), input.response, challenge);
  if ('refused' in verified) {
    deps.log.info({ reason: verified.refused }, 'passkey registration refused');
    throw unprocessable(NOT_ADDED, 'response');
  }
  const row = await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, found.id, now))) throw unprocessable(REGISTRATION_EXPIRED, 'response');
    if ((await countPasskeys(tx, player.id)) >= PASSKEYS_MAX) throw conflict(TOO_MANY);
    const inserted = await insertPasskey(tx, { userId: player.id, ...verified, name: input.name, createdAt: now });
    if (!inserted) throw conflict('This passkey is already added.');
    await recordSecurityEvent(tx, player.id, 'passkey_added', now);
    return inserted;
  });
  const user = await findUserById(db, player.id);
  if (user) sendInBackground(deps, passkeyAddedMail(user.email, row.name));
  return toPasskey(row);
}

/**
 * Removes one of the player's passkeys. The password is asked, and wrong ones are counted as at sign-in (decision
 * 005), so a session left open somewhere is not enough. A change of credentials too.
 */
export async function removePasskey(deps: AuthDeps, player: Player, id: string, password: string): Promise<TMessageResponse> {
  const { db } = deps;
  const now = deps.clock.now();
  const user = await findUserById(db, player.id);
  if (!user) throw unauthorized();
  const keys = passwordCheckKeys(player.id);
  await assertSignInAllowed(db, keys, now, PASSWORD_LOCKED_MESSAGE);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordSignInFailure(db, keys, now);
    throw unprocessable(WRONG_PASSWORD, 'password');
  }
  const removed = await db.transaction(async (tx) => {
    const row = await deletePasskey(tx, player.id, id);
    if (row) await recordSecurityEvent(tx, player.id, 'passkey_removed', now);
    return row;
  });
  if (!removed) throw notFound('That passkey is not on your account. It may have been removed already.');
  sendInBackground(deps, passkeyRemovedMail(user.email, removed.name));
  return { message: `The passkey "${removed.name}" was removed.` };
}

/** The passkey options of a sign-in's second step, signed over its challenge; undefined for an account without one. */
export async function signInPasskeyOptions(deps: AuthDeps, userId: string, challenge: string): Promise<TPasskeyRequestOptions | undefined> {
  const passkeys = await listPasskeys(deps.db, userId);
  return passkeys.length > 0 ? requestOptions(rpOf(deps), passkeys, challenge) : undefined;
}

/**
 * Whether one of the player's passkeys signed this sign-in's challenge for this site, with a counter above the
 * stored one (a cloned authenticator shows itself by repeating counters). The counter and the time are stored.
 */
export async function acceptPasskey(deps: AuthDeps, userId: string, assertion: TPasskeyAssertion, challenge: string): Promise<boolean> {
  const passkey = await findPasskey(deps.db, userId, assertion.id);
  if (!passkey) return false;
  const verified = await verifyAssertion(rpOf(deps), passkey, assertion, challenge);
  if ('refused' in verified) {
    deps.log.info({ reason: verified.refused }, 'passkey assertion refused');
    return false;
  }
  return recordPasskeyUse(deps.db, passkey.id, passkey.counter, verified.counter, deps.clock.now());
}
