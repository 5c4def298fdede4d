import { STAFF_SECURITY_EVENTS_LIMIT, type TStaffPlayerWithdrawalSecurity } from '@casino/contracts';
import type { Db } from '../../db/client';
import { getTwoFactorStatus, listSecurityEvents } from '../auth';
import { getWithdrawalSecurity } from '../payments';
import { describeDevice } from '../profile';

/**
 * GET /players/{playerId}/withdrawal-security: the guards of the player's withdrawals as their own page shows them
 * (docs/decisions/035-guarded-withdrawals.md), with since when their second factor is on and what happened to the
 * account's credentials, for support to answer "why can I not withdraw?" and to spot a taken-over account.
 */
export async function getStaffPlayerWithdrawalSecurity(db: Db, playerId: string, now: Date): Promise<TStaffPlayerWithdrawalSecurity> {
  const [security, twoFactor, events] = await Promise.all([
    getWithdrawalSecurity(db, playerId, now),
    getTwoFactorStatus(db, playerId),
    listSecurityEvents(db, playerId, STAFF_SECURITY_EVENTS_LIMIT),
  ]);
  return {
    ...security,
    twoFactorOnSince: twoFactor.totpEnabledAt,
    events: events.map((e) => ({
      kind: e.kind,
      at: e.at.toISOString(),
      ip: e.ip,
      // A change made in the account is recorded without the browser: nothing to describe, rather than "Unknown device".
      device: e.userAgent === null ? null : describeDevice(e.userAgent),
    })),
  };
}
