import {
  CRYPTO_CURRENCIES,
  type TAddWithdrawalAddressRequest,
  type TCurrencyCode,
  type TPasskeyAssertion,
  type TWithdrawalAddress,
  type TWithdrawalSecurity,
} from '@casino/contracts';
import type { Db } from '../../db/client';
import { badRequest, conflict, HttpError, notFound, unprocessable } from '../../lib/errors';
import { utcMinute } from '../../lib/mail-text';
import { createOpaqueToken } from '../../lib/tokens';
import { findLastCredentialChange, secondFactorsOf, type CredentialChange, type PasskeySite, type SecondFactorProof } from '../auth';
import type { TCryptoCurrency } from './crypto/crypto-currencies';
import { validateWithdrawalAddress } from './crypto/validate-address';
import {
  findAllowListOffFrom,
  insertWithdrawalAddress,
  listWithdrawalAddresses,
  removeWithdrawalAddress,
  setAllowListOffFrom,
  type WithdrawalAddressRow,
} from './withdrawal-addresses-repo';
import { addressAddedMail, allowListOffMail, type PlayerMailer } from './withdrawal-mails';
import { checkWithdrawalFactor } from './withdrawal-second-factor';

// What stands between a player's account and their money leaving it (docs/decisions/035-guarded-withdrawals.md):
// a hold after a change of credentials, the allow-list of crypto addresses, and the confirmation of each request.

const HOUR_MS = 3_600_000;
/** A new address, and the allow-list's switching off, wait this long; so do withdrawals after a change of credentials. */
export const GUARD_WAIT_MS = 24 * HOUR_MS;
/** An unconfirmed request's link works this long; then the request lapses and the money goes back. */
export const CONFIRM_LINK_TTL_MS = HOUR_MS;
const MAX_ADDRESSES = 20;

const CHANGES: Record<CredentialChange, string> = {
  password_changed: 'password was changed',
  password_reset: 'password was reset',
  two_factor_on: 'two-factor sign-in was turned on',
  two_factor_off: 'two-factor sign-in was turned off',
  passkey_added: 'new passkey was added',
  passkey_removed: 'passkey was removed',
};

/** How a request was confirmed: with the second factor (spent with the request), or by the link mailed to the player. */
export type WithdrawalConfirmation = SecondFactorProof | { kind: 'email'; token: string; confirmBy: Date };

const isCrypto = (currency: TCurrencyCode): currency is TCryptoCurrency => (CRYPTO_CURRENCIES as readonly string[]).includes(currency);
const isAllowListOn = (offFrom: Date | null, now: Date) => offFrom === null || offFrom > now;

async function findHold(db: Db, userId: string, now: Date): Promise<{ until: Date; because: string } | null> {
  const change = await findLastCredentialChange(db, userId);
  if (!change) return null;
  const until = new Date(change.at.getTime() + GUARD_WAIT_MS);
  return until > now ? { until, because: CHANGES[change.kind] } : null;
}

function toAddress(row: WithdrawalAddressRow, now: Date): TWithdrawalAddress {
  return {
    id: row.id,
    currency: row.currency as TCurrencyCode,
    address: row.address,
    ...(row.destinationTag !== null ? { destinationTag: row.destinationTag } : {}),
    addedAt: row.addedAt.toISOString(),
    usableAt: row.usableAt.toISOString(),
    isUsable: row.usableAt <= now,
  };
}

/** GET /profile/withdrawal-security: what the withdraw form and the wallet's list of addresses show. */
export async function getWithdrawalSecurity(db: Db, userId: string, now: Date): Promise<TWithdrawalSecurity> {
  const hold = await findHold(db, userId, now);
  const offFrom = await findAllowListOffFrom(db, userId);
  const factors = await secondFactorsOf(db, userId);
  return {
    confirmation: factors[0] ?? 'email',
    factors,
    heldUntil: hold?.until.toISOString() ?? null,
    heldBecause: hold?.because ?? null,
    allowList: { on: isAllowListOn(offFrom, now), offFrom: offFrom?.toISOString() ?? null },
    addresses: (await listWithdrawalAddresses(db, userId)).map((row) => toAddress(row, now)),
  };
}

/** The address as the chain writes it, or a 400 naming what is wrong. */
function normalizedAddress(currency: TCurrencyCode, address: string): string {
  if (!isCrypto(currency)) throw badRequest(`${currency} is withdrawn through an e-wallet, not to an address.`, 'currency');
  const check = validateWithdrawalAddress(currency, address);
  if (!check.isValid) throw badRequest(check.message, 'address');
  return check.normalized;
}

/** A new address on the list, usable in 24 h; the player is mailed, so a stranger's addition does not go unseen. */
export async function addWithdrawalAddress(
  db: Db,
  mail: PlayerMailer,
  userId: string,
  input: TAddWithdrawalAddressRequest,
  now: Date,
): Promise<TWithdrawalAddress> {
  const address = normalizedAddress(input.currency, input.address);
  if (input.destinationTag !== undefined && input.currency !== 'XRP')
    throw badRequest('Only XRP addresses take a destination tag.', 'destinationTag');
  const destinationTag = input.destinationTag ?? null;
  const listed = await listWithdrawalAddresses(db, userId);
  if (listed.some((a) => a.currency === input.currency && a.address === address && a.destinationTag === destinationTag)) {
    throw conflict('This address is already on your list.');
  }
  if (listed.length >= MAX_ADDRESSES) throw unprocessable(`Your list holds at most ${MAX_ADDRESSES} addresses: remove one first.`);
  const usableAt = new Date(now.getTime() + GUARD_WAIT_MS);
  const row = await insertWithdrawalAddress(db, { userId, currency: input.currency, address, destinationTag, addedAt: now, usableAt });
  mail(userId, (to) => addressAddedMail(to, { currency: row.currency, address: row.address, usableAt }));
  return toAddress(row, now);
}

export async function removeAddress(db: Db, userId: string, id: string, now: Date): Promise<void> {
  if (!(await removeWithdrawalAddress(db, userId, id, now))) throw notFound('No such address on your list.');
}

/** On at once; off only 24 h after it was asked (asking again does not restart the wait), mailed to the player. */
export async function setAllowList(db: Db, mail: PlayerMailer, userId: string, on: boolean, now: Date): Promise<TWithdrawalSecurity> {
  const offFrom = await findAllowListOffFrom(db, userId);
  if (on && offFrom) await setAllowListOffFrom(db, userId, null, now);
  if (!on && !offFrom) {
    const from = new Date(now.getTime() + GUARD_WAIT_MS);
    await setAllowListOffFrom(db, userId, from, now);
    mail(userId, (to) => allowListOffMail(to, from));
  }
  return getWithdrawalSecurity(db, userId, now);
}

const refused = (field: string, message: string) => new HttpError(403, message, [{ field, message }]);

/** A crypto address the allow-list lets the player withdraw to now, or a 403 saying why not. */
async function assertAddressAllowed(db: Db, userId: string, request: GuardedRequest, now: Date): Promise<void> {
  if (!isAllowListOn(await findAllowListOffFrom(db, userId), now)) return;
  const address = normalizedAddress(request.currency, request.address ?? '');
  const tag = request.destinationTag ?? null;
  const listed = (await listWithdrawalAddresses(db, userId)).find(
    (a) => a.currency === request.currency && a.address === address && a.destinationTag === tag,
  );
  if (!listed) {
    throw refused(
      'address',
      'This address is not on your withdrawal allow-list. Add it under Withdrawal addresses in your wallet: it can be used 24 hours later.',
    );
  }
  if (listed.usableAt > now)
    throw refused('address', `This address was added recently: it can be used from ${utcMinute(listed.usableAt)}.`);
}

export type GuardedRequest = {
  method: 'crypto' | 'skrill';
  currency: TCurrencyCode;
  address?: string;
  destinationTag?: number;
  code?: string;
  passkey?: TPasskeyAssertion;
};

/**
 * Whether this request may go ahead and how it is confirmed: refused during the hold after a change of credentials
 * and for a crypto address the allow-list does not let through; with a second factor (the app or a passkey) one of
 * them must come with it, without one the request waits for the link mailed to the player.
 */
export async function guardWithdrawal(
  db: Db,
  site: PasskeySite,
  userId: string,
  request: GuardedRequest,
  now: Date,
): Promise<WithdrawalConfirmation> {
  const hold = await findHold(db, userId, now);
  if (hold) {
    throw new HttpError(
      403,
      `Withdrawals are paused until ${utcMinute(hold.until)}: your ${hold.because} less than 24 hours ago. This keeps your money safe if someone else made the change.`,
    );
  }
  if (request.method === 'crypto') await assertAddressAllowed(db, userId, request, now);
  const factors = await secondFactorsOf(db, userId);
  if (factors.length > 0) return checkWithdrawalFactor(db, site, userId, factors, request, now);
  return { kind: 'email', token: createOpaqueToken(), confirmBy: new Date(now.getTime() + CONFIRM_LINK_TTL_MS) };
}
