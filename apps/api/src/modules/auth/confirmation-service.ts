import type { TMessageResponse } from '@casino/contracts';
import type { Db } from '../../db/client';
import { badRequest, conflict, unauthorized } from '../../lib/errors';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import type { Player } from '../sessions';
import { sendInBackground, type AuthDeps } from './deps';
import { CONFIRM_TOKEN_TTL_MS, confirmationMail } from './mails';
import { consumeToken, deleteUnusedTokens, findLiveToken, findUserById, insertAuthToken, markEmailConfirmed } from './repo';

const CONFIRM_LINK_INVALID = 'This confirmation link is invalid or has expired.';
const ALREADY_CONFIRMED = 'Your e-mail is already confirmed.';

/** A fresh 24-hour confirmation token; older unused ones stop working. Returns the token for the link. */
export async function createConfirmationToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = createOpaqueToken();
  await deleteUnusedTokens(db, userId, 'confirm_email');
  await insertAuthToken(db, {
    userId,
    purpose: 'confirm_email',
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS),
    createdAt: now,
  });
  return token;
}

export function sendConfirmationMail(deps: AuthDeps, to: string, token: string): void {
  sendInBackground(deps, confirmationMail(deps.config.publicUrl, to, token));
}

/** Works from any browser (the link may be opened on another device); each link works once. */
export async function confirmEmail(deps: AuthDeps, token: string): Promise<TMessageResponse> {
  const now = deps.clock.now();
  const record = await findLiveToken(deps.db, 'confirm_email', hashToken(token), now);
  if (!record) throw badRequest(CONFIRM_LINK_INVALID, 'token');
  await deps.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, record.id, now))) throw badRequest(CONFIRM_LINK_INVALID, 'token');
    await markEmailConfirmed(tx, record.userId, now);
  });
  return { message: 'Thank you, your e-mail is confirmed.' };
}

export async function resendConfirmation(deps: AuthDeps, player: Player): Promise<TMessageResponse> {
  const user = await findUserById(deps.db, player.id);
  if (!user) throw unauthorized();
  if (user.emailConfirmedAt) throw conflict(ALREADY_CONFIRMED);
  const token = await deps.db.transaction((tx) => createConfirmationToken(tx, user.id, deps.clock.now()));
  sendConfirmationMail(deps, user.email, token);
  return { message: 'We have sent you a new confirmation link.' };
}
