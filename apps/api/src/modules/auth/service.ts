import type {
  TCurrencyCode,
  TIsAuthenticatedResponse,
  TSecondFactorChallenge,
  TSecondFactorKind,
  TSecondFactorRequest,
  TSessionUser,
  TSignInRequest,
  ZRegistrationRequest,
} from '@casino/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, HttpError, unauthorized, unprocessable } from '../../lib/errors';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import {
  askRegister,
  checkPlayerRegister,
  findSelfExclusionNotice,
  isEmailSelfExcluded,
  lockPerson,
  PROFILES,
  profileForCountry,
  recordPlayerIdentity,
  recordRegisterOutcome,
  registerExcludedMessage,
  splitFullName,
  startSaferGambling,
} from '../responsible-gaming';
import { endSession, startSession, type Player, type SessionClient } from '../sessions';
import { createDefaultFund } from '../wallet';
import { verifyCaptcha } from './captcha';
import { issueDeviceCookie, readDeviceCookie, type DeviceCookie } from './device-token';
import { createConfirmationToken, sendConfirmationMail } from './confirmation-service';
import { sendInBackground, type AuthDeps } from './deps';
import { classifyEmail } from './email-validation';
import { newDeviceSignInMail } from './mails';
import { hashPassword, isCommonPassword, PASSWORD_TOO_COMMON, verifyAgainstDummy, verifyPassword } from './passwords';
import {
  consumeToken,
  findLiveToken,
  findUserByEmail,
  findUserById,
  insertAuthToken,
  insertUser,
  listEmails,
  listFullNames,
  type UserRow,
} from './repo';
import { recordSecurityEvent } from './security-events';
import { acceptPasskey, signInPasskeyOptions } from './passkeys';
import { acceptSecondFactor, secondFactorsOf, WRONG_SECOND_FACTOR } from './two-factor';
import { assertSignInAllowed, clearSignInFailuresOf, recordSignInFailure, signInKeys } from './sign-in-throttle';

const EMAIL_TAKEN = 'User with same email exists';
const BAD_CREDENTIALS = 'Invalid email or password';

type Registration = z.output<typeof ZRegistrationRequest>;
/** Where a sign-in comes from: the session's client, and the device cookie the browser sent, if any. */
type SignInClient = SessionClient & { deviceCookie?: string };
/** The player, the session token for the cookie, and a fresh device cookie for this browser. */
type SignedIn = { user: TSessionUser; token: string; device: DeviceCookie };
/** A sign-in's password step: signed in, or the second factor still due. */
type SignInOutcome = SignedIn | TSecondFactorChallenge;

/** How long a sign-in waits for its second factor. */
const SIGN_IN_CHALLENGE_TTL_MS = 5 * 60_000;
const CHALLENGE_EXPIRED = 'This sign-in has expired. Sign in again with your password.';
const WRONG_PASSKEY = 'That passkey was not accepted. Use a passkey you added to this account, and try again.';
/** Named on the field `challenge`, so a client tells it from a wrong code (both 401) and asks for the password again. */
const challengeExpired = () => new HttpError(401, CHALLENGE_EXPIRED, [{ field: 'challenge', message: CHALLENGE_EXPIRED }]);

const toSessionUser = (user: UserRow, payoutOnly?: { reason: string }): TSessionUser => ({
  id: user.id,
  name: user.fullName,
  email: user.email,
  confirmed: user.emailConfirmedAt !== null,
  ...(payoutOnly && { payoutOnly }),
});

/** Said to a payout-only session whose exclusion is over: its session ends at that moment anyway. */
const PAYOUT_ONLY_REASON = 'Your account is self-excluded: you can see your balances and withdraw.';

export async function checkEmail(deps: AuthDeps, email: string) {
  return classifyEmail(email, { mxCheck: deps.config.emailMxCheck });
}

/**
 * Creates the player, their default fund and a session in one transaction; mails the confirmation
 * link. The mailbox of a self-excluded person (whatever alias of it) gets the answer of a taken address,
 * so nobody learns of the exclusion, and nothing is created.
 * The browser that opened the account becomes a known device. The player's market profile (their safer-gambling
 * rules) comes from `country`, where the request's address places them.
 */
export async function register(deps: AuthDeps, input: Registration, client: SessionClient, country: string): Promise<SignedIn> {
  const { db, config } = deps;
  const now = deps.clock.now();
  await verifyCaptcha(db, config, input.captcha, now);
  const email = input.email.toLowerCase();
  const status = await checkEmail(deps, email);
  if (status !== 'VALID' && status !== 'RISKY') {
    throw unprocessable(`Your email seems to be ${status}, Please try another email!`, 'email');
  }
  if (isCommonPassword(input.password)) throw unprocessable(PASSWORD_TOO_COMMON, 'password');
  // Cheap early answer; the unique index still decides under concurrency.
  if ((await findUserByEmail(db, email)) || (await isEmailSelfExcluded(db, email, now))) throw conflict(EMAIL_TAKEN);

  // The national register of the player's market, asked before anything is created (a network call holds no lock).
  // Found there: the account opens as excluded (payout-only, no sign-up offer); no answer: it opens, but play and
  // deposits wait for a check that succeeds (decision 028, National registers).
  const profile = profileForCountry(country);
  const person = { ...splitFullName(input.fullName), email, dateOfBirth: null, postcode: null, mobile: null, personalNumber: null };
  const registered = await askRegister(deps.registerChecks, PROFILES[profile].nationalRegister, person);
  const isExcluded = registered?.status === 'excluded';

  const passwordHash = await hashPassword(input.password);
  const { user, token, confirmToken } = await db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email,
      passwordHash,
      fullName: input.fullName,
      currency: input.currency,
      language: input.language,
      termsAcceptedAt: now,
      clickId: input.clickId || null,
      createdAt: now,
      updatedAt: now,
    });
    if (!created) throw conflict(EMAIL_TAKEN);
    await recordPlayerIdentity(tx, { userId: created.id, email, fullName: input.fullName });
    await startSaferGambling(tx, created.id, profile, now);
    if (registered) await recordRegisterOutcome(tx, created.id, registered, now);
    await createDefaultFund(tx, created.id, input.currency, now);
    // Other modules' part of a sign-up (the promotions module's no-deposit offer), in this transaction; none for a
    // person their register excludes.
    if (!isExcluded) for (const step of deps.signUpSteps) await step(tx, { userId: created.id, currency: input.currency }, now);
    return {
      user: created,
      confirmToken: await createConfirmationToken(tx, created.id, now),
      token: await startSession(tx, config, created.id, client, now, { payoutOnly: isExcluded }),
    };
  });
  sendConfirmationMail(deps, user.email, confirmToken);
  const payoutOnly = isExcluded ? { reason: registerExcludedMessage(registered.register) } : undefined;
  return { user: toSessionUser(user, payoutOnly), token, device: issueDeviceCookie(config.deviceCookieSecret, user, now) };
}

/**
 * Same status, body and (thanks to the dummy hash) similar time for an unknown e-mail and a wrong
 * password. A locked key answers 429 before any password is looked at; a browser with the account's
 * device cookie is throttled on its own (sign-in-throttle.ts).
 */
export async function signIn(
  deps: AuthDeps,
  input: TSignInRequest,
  client: SignInClient,
  previous?: Player | null,
): Promise<SignInOutcome> {
  const { db, config } = deps;
  const now = deps.clock.now();
  await verifyCaptcha(db, config, input.captcha, now);
  const email = input.email.toLowerCase();
  const user = await findUserByEmail(db, email);
  const deviceId = readDeviceCookie(config.deviceCookieSecret, client.deviceCookie, user, now);
  const keys = signInKeys({ email, ip: client.ip, deviceId });
  await assertSignInAllowed(db, keys, now);

  const isValid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !isValid) {
    await recordSignInFailure(db, keys, now);
    throw unauthorized(BAD_CREDENTIALS);
  }
  // With a second factor the failures are forgiven only once it is right too: knowing the password buys no fresh
  // guesses at the code.
  const factors = await secondFactorsOf(db, user.id);
  if (factors.length > 0) return issueSignInChallenge(deps, user.id, factors, now);
  await clearSignInFailuresOf(db, keys);
  return openPlayerSession(deps, user, client, previous, now);
}

/**
 * A sign-in's second step: the challenge its password step answered, and a code from the app, a recovery code, or a
 * passkey's signature over the challenge. A wrong one of any kind is a failure on the password's throttle keys.
 */
export async function completeSignIn(
  deps: AuthDeps,
  input: TSecondFactorRequest,
  client: SignInClient,
  previous?: Player | null,
): Promise<SignedIn> {
  const { db, config } = deps;
  const now = deps.clock.now();
  const found = await findLiveToken(db, 'sign_in_challenge', hashToken(input.challenge), now);
  const user = found && (await findUserById(db, found.userId));
  if (!found || !user) throw challengeExpired();
  // Counted as the password was (decision 005): on the known device alone, or on the account and the address.
  const keys = signInKeys({
    email: user.email,
    ip: client.ip,
    deviceId: readDeviceCookie(config.deviceCookieSecret, client.deviceCookie, user, now),
  });
  await assertSignInAllowed(db, keys, now);
  const accepted = input.passkey
    ? await acceptPasskey(deps, user.id, input.passkey, input.challenge)
    : await acceptSecondFactor(db, user.id, input.code ?? '', now);
  if (!accepted) {
    await recordSignInFailure(db, keys, now);
    throw unauthorized(input.passkey ? WRONG_PASSKEY : WRONG_SECOND_FACTOR);
  }
  if (!(await consumeToken(db, found.id, now))) throw challengeExpired();
  await clearSignInFailuresOf(db, keys);
  return openPlayerSession(deps, user, client, previous, now);
}

/** The 202 answer: a challenge that names this sign-in (kept hashed), which is also what a passkey signs. */
async function issueSignInChallenge(
  deps: AuthDeps,
  userId: string,
  factors: TSecondFactorKind[],
  now: Date,
): Promise<TSecondFactorChallenge> {
  const challenge = createOpaqueToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_CHALLENGE_TTL_MS);
  await insertAuthToken(deps.db, { userId, purpose: 'sign_in_challenge', tokenHash: hashToken(challenge), expiresAt, createdAt: now });
  const passkey = factors.includes('passkey') ? await signInPasskeyOptions(deps, userId, challenge) : undefined;
  return { secondFactor: factors[0]!, factors, challenge, ...(passkey && { passkey }) };
}

/** The session of a player who proved who they are: the register's check, the self-exclusion, the cookies. */
async function openPlayerSession(
  deps: AuthDeps,
  user: UserRow,
  client: SignInClient,
  previous: Player | null | undefined,
  now: Date,
): Promise<SignedIn> {
  const { db, config } = deps;
  // A browser without the account's device cookie (decision 035): the player hears of the sign-in.
  const isNewDevice = readDeviceCookie(config.deviceCookieSecret, client.deviceCookie, user, now) === null;
  // The market's national register, asked at every sign-in: a hit opens a payout-only session below; no answer
  // leaves the session as usual but refuses play and deposits until a later sign-in's check succeeds.
  await checkPlayerRegister(deps.registerChecks, db, user.id, now);
  // Under the person's lock, as an exclusion starts: this session is either seen and ended by it, or opened
  // payout-only. Only someone who knows the password learns of the exclusion.
  const { token, exclusion } = await db.transaction(async (tx) => {
    await lockPerson(tx, user.id);
    const notice = await findSelfExclusionNotice(tx, user.id, now);
    // The browser's earlier session (if any) is replaced, never reused: a new token at every sign-in.
    if (previous) await endSession(tx, previous.sessionId, now);
    const opened = await startSession(tx, config, user.id, client, now, { payoutOnly: notice !== null, endsBy: notice?.until });
    if (isNewDevice) await recordSecurityEvent(tx, user.id, 'new_device_sign_in', now, client);
    return { token: opened, exclusion: notice };
  });
  if (isNewDevice) sendInBackground(deps, newDeviceSignInMail(user.email, now, client));
  return {
    user: toSessionUser(user, exclusion ? { reason: exclusion.message } : undefined),
    token,
    device: issueDeviceCookie(config.deviceCookieSecret, user, now),
  };
}

/**
 * What other modules may read of a player's account (the profile page shows it). `currency`: the account currency
 * chosen at sign-up, in which the player's safer-gambling limits count.
 */
export type Account = { email: string; fullName: string; confirmed: boolean; currency: TCurrencyCode };

/** The player's account; undefined for an unknown id. */
/** The id of the player with this e-mail (compared as stored: lower case), for operator commands. */
export async function findPlayerIdByEmail(db: Db, email: string): Promise<string | undefined> {
  return (await findUserByEmail(db, email.trim().toLowerCase()))?.id;
}

export async function getAccount(db: Db, userId: string): Promise<Account | undefined> {
  const user = await findUserById(db, userId);
  return (
    user && {
      email: user.email,
      fullName: user.fullName,
      confirmed: user.emailConfirmedAt !== null,
      currency: user.currency as TCurrencyCode,
    }
  );
}

export async function signOut(deps: AuthDeps, player: Player): Promise<void> {
  await endSession(deps.db, player.sessionId, deps.clock.now());
}

export async function authStatus(deps: AuthDeps, player: Player | null): Promise<TIsAuthenticatedResponse> {
  const user = player ? await findUserById(deps.db, player.id) : undefined;
  if (!user) return { authenticated: false };
  if (!player!.payoutOnly) return { authenticated: true, user: toSessionUser(user) };
  const notice = await findSelfExclusionNotice(deps.db, user.id, deps.clock.now());
  return { authenticated: true, user: toSessionUser(user, { reason: notice?.message ?? PAYOUT_ONLY_REASON }) };
}

/** The players' e-mail addresses by id, for the operator's lists. */
export async function findEmails(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  return new Map((await listEmails(db, ids)).map((r) => [r.id, r.email]));
}

/**
 * A name others may see for each player: the first letter of the full name and "***" (the winners
 * rails are public, so nothing more of a player's identity leaves). Unknown ids are absent.
 */
export async function findMaskedNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await listFullNames(db, ids);
  return new Map(rows.map((r) => [r.id, `${Array.from(r.fullName.trim())[0] ?? '?'}***`]));
}
