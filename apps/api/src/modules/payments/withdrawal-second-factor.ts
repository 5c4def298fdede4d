import type { TSecondFactorKind } from '@casino/contracts';
import type { Db } from '../../db/client';
import { unprocessable } from '../../lib/errors';
import { checkSecondFactor, checkWithdrawalPasskey, type PasskeySite, type SecondFactorProof } from '../auth';
import type { GuardedRequest } from './withdrawal-guard';

// The second factor that confirms a withdrawal (docs/decisions/035-guarded-withdrawals.md): any one the player has,
// the app's code (or a recovery code) or a passkey's signature, checked but not spent until the request is recorded.

const ASK_FOR: Record<string, string> = {
  totp: 'Enter the code from your authenticator app to withdraw.',
  passkey: 'Confirm this withdrawal with your passkey.',
  'totp,passkey': 'Enter the code from your authenticator app, or confirm with your passkey, to withdraw.',
};
const NOT_YOURS: Record<TSecondFactorKind, string> = {
  totp: 'You have no authenticator app on your account: confirm this withdrawal with your passkey.',
  passkey: 'You have no passkey on your account: enter the code from your authenticator app.',
};

/** The player's second factor that came with the request, checked; a 422 on 'code' when none of theirs did. */
export async function checkWithdrawalFactor(
  db: Db,
  site: PasskeySite,
  userId: string,
  factors: TSecondFactorKind[],
  request: GuardedRequest,
  now: Date,
): Promise<SecondFactorProof> {
  const sent = request.passkey ? 'passkey' : request.code ? 'totp' : null;
  if (!sent) throw unprocessable(ASK_FOR[factors.join(',')]!, 'code');
  if (!factors.includes(sent)) throw unprocessable(NOT_YOURS[sent], sent === 'passkey' ? 'passkey' : 'code');
  return request.passkey
    ? checkWithdrawalPasskey(db, site, userId, request.passkey, now)
    : checkSecondFactor(db, userId, request.code!, now);
}
