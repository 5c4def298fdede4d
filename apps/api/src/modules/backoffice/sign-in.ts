import type { TStaffMe } from '@casino/contracts';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../auth';
import { advanceTotpStep, findMemberByEmail } from './repo';
import { openStaffSession, staffMeOf, type StaffClient, type StaffSessionConfig } from './sessions';
import { acceptTotpCode } from '../../lib/totp';

/** One answer for every wrong part, and for an unknown, invited or disabled member alike. */
export const SIGN_IN_REFUSED = 'E-mail, password or code is wrong.';

/**
 * Password and code together. The password is always checked (against a stand-in hash for an unknown e-mail), so
 * the time taken does not tell whether the member exists.
 */
export async function signInStaff(
  db: Db,
  config: StaffSessionConfig,
  input: { email: string; password: string; code: string },
  client: StaffClient,
  now: Date,
): Promise<{ me: TStaffMe; token: string }> {
  const member = await findMemberByEmail(db, input.email);
  const isPasswordRight =
    member?.status === 'active' && member.passwordHash
      ? await verifyPassword(member.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
  if (!member || !isPasswordRight || !member.totpSecret) throw unauthorized(SIGN_IN_REFUSED);
  const step = await acceptTotpCode(member.totpSecret, input.code, now, member.totpLastStep);
  return db.transaction(async (tx) => {
    // Recorded before the session opens: two sign-ins racing with one code get one session.
    if (step === null || !(await advanceTotpStep(tx, member.id, step))) throw unauthorized(SIGN_IN_REFUSED);
    const token = await openStaffSession(tx, config, member.id, client, now);
    return { me: staffMeOf(member), token };
  });
}
