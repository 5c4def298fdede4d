import { PASSWORD_MIN, type TChangePasswordRequest, type TMessageResponse, type TResetPasswordRequest } from '@casino/contracts';
import type { Db } from '../../db/client';
import { badRequest, unauthorized, unprocessable } from '../../lib/errors';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import { endAllSessions, endOtherSessions, type Player } from '../sessions';
import { verifyCaptcha } from './captcha';
import type { AuthDeps } from './deps';
import { issueDeviceCookie, type DeviceCookie } from './device-token';
import { passwordResetMail, RESET_TOKEN_TTL_MS } from './mails';
import { hashPassword, isCommonPassword, PASSWORD_TOO_COMMON, verifyPassword } from './passwords';
import { recordSecurityEvent } from './security-events';
import {
  consumeToken,
  consumeUserTokens,
  countLiveTokens,
  findLiveToken,
  findUserByEmail,
  findUserById,
  insertAuthToken,
  insertPasswordHistory,
  listPasswordHistory,
  updatePasswordHash,
  type UserRow,
} from './repo';

const FORGOT_PASSWORD_ANSWER = 'If that e-mail belongs to an account, a reset link is on its way.';
const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';
const PASSWORD_NOT_ALLOWED = 'Password must be more than 8 characters and not previously been used!';
const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/** At most this many reset links of one account work at a time: the per-account limit on reset mail. */
const LIVE_RESET_LINKS_MAX = 3;

/**
 * Answers at once, with the same words and the same (no) work for every e-mail: the lookup, the link
 * and the mail follow after the answer, so neither its content nor its timing tells whether the
 * e-mail has an account.
 */
export function requestPasswordReset(deps: AuthDeps, email: string): TMessageResponse {
  deps.background.run('password reset', () => sendPasswordReset(deps, email.toLowerCase()));
  return { message: FORGOT_PASSWORD_ANSWER };
}

/**
 * A new link, unless the account already has LIVE_RESET_LINKS_MAX: earlier links keep working until
 * they expire or one of them is used, so a stranger asking again cannot void the link the player is
 * about to open, nor flood their mailbox.
 */
async function sendPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = createOpaqueToken();
  const now = deps.clock.now();
  const isIssued = await deps.db.transaction(async (tx) => {
    // The locked user row puts concurrent requests for the account in line.
    await findUserById(tx, user.id, { forUpdate: true });
    if ((await countLiveTokens(tx, user.id, 'reset_password', now)) >= LIVE_RESET_LINKS_MAX) return false;
    await insertAuthToken(tx, {
      userId: user.id,
      purpose: 'reset_password',
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      createdAt: now,
    });
    return true;
  });
  if (isIssued) await deps.mailer.send(passwordResetMail(deps.config.publicUrl, user.email, token));
  else deps.log.info({ userId: user.id }, 'password reset not sent: the account has the most live reset links allowed');
}

/** Length, commonness, then every password the player ever had (argon2 hashes cannot be compared otherwise). */
async function assertNewPasswordAllowed(db: Db, user: UserRow, password: string, field: string): Promise<void> {
  if (password.length < PASSWORD_MIN) throw unprocessable(PASSWORD_NOT_ALLOWED, field);
  if (isCommonPassword(password)) throw unprocessable(PASSWORD_TOO_COMMON, field);
  const earlier = [user.passwordHash, ...(await listPasswordHistory(db, user.id))];
  for (const hash of earlier) {
    if (await verifyPassword(hash, password)) throw unprocessable(PASSWORD_NOT_ALLOWED, field);
  }
}

/** Moves the current hash to the history and stores the new one, on a locked user row. */
async function replacePassword(db: Db, userId: string, newHash: string, now: Date): Promise<void> {
  const current = await findUserById(db, userId, { forUpdate: true });
  if (!current) throw unauthorized();
  await insertPasswordHistory(db, userId, current.passwordHash, now);
  await updatePasswordHash(db, userId, newHash, now);
}

/** The answer, and a device cookie made under the new password for the browser that made the change. */
type PasswordChanged = { answer: TMessageResponse; device: DeviceCookie };

/**
 * A reset proves the mailbox, so the browser that completes it becomes a known device: its owner can
 * sign in from it even while strangers hold the account's sign-in lock.
 */
export async function resetPassword(deps: AuthDeps, input: TResetPasswordRequest): Promise<PasswordChanged> {
  const { db, config } = deps;
  const now = deps.clock.now();
  await verifyCaptcha(db, config, input.captcha, now);
  const record = await findLiveToken(db, 'reset_password', hashToken(input.token), now);
  const user = record && (await findUserById(db, record.userId));
  if (!record || !user) throw badRequest(RESET_LINK_INVALID, 'token');
  await assertNewPasswordAllowed(db, user, input.password, 'password');

  const newHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, record.id, now))) throw badRequest(RESET_LINK_INVALID, 'token');
    await consumeUserTokens(tx, user.id, 'reset_password', now);
    await replacePassword(tx, user.id, newHash, now);
    // Whoever knew the old password is signed out everywhere.
    await endAllSessions(tx, user.id, now);
    await recordSecurityEvent(tx, user.id, 'password_reset', now);
  });
  return {
    answer: { message: 'Your password has been updated. Please sign in with the new one.' },
    device: issueDeviceCookie(config.deviceCookieSecret, { id: user.id, passwordHash: newHash }, now),
  };
}

/** The new password retires every device cookie of the account; this browser gets a new one. */
export async function changePassword(deps: AuthDeps, player: Player, input: TChangePasswordRequest): Promise<PasswordChanged> {
  const { db } = deps;
  const user = await findUserById(db, player.id);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw unprocessable(WRONG_CURRENT_PASSWORD, 'oldPassword');
  }
  await assertNewPasswordAllowed(db, user, input.newPassword, 'newPassword');

  const newHash = await hashPassword(input.newPassword);
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    await replacePassword(tx, user.id, newHash, now);
    await endOtherSessions(tx, user.id, player.sessionId, now);
    await recordSecurityEvent(tx, user.id, 'password_changed', now);
  });
  return {
    answer: { message: 'Your password has been changed. Your other sessions were signed out.' },
    device: issueDeviceCookie(deps.config.deviceCookieSecret, { id: user.id, passwordHash: newHash }, now),
  };
}
