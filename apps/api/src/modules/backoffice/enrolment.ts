import type { TStaffEnrolmentStartResponse, TStaffMe } from '@casino/contracts';
import type { Db } from '../../db/client';
import { conflict, HttpError, notFound, unprocessable } from '../../lib/errors';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import { hashPassword, isCommonPassword, PASSWORD_TOO_COMMON } from '../auth';
import { activateMember, closeEnrolments, findEnrolmentForUpdate, insertEnrolment, setEnrolmentSecret } from './repo';
import { openStaffSession, staffMeOf, type StaffClient, type StaffSessionConfig } from './sessions';
import { acceptTotpCode, createTotpSecret, totpUri } from '../../lib/totp';

// A member's one-time enrolment link: opening it shows the authenticator secret, completing it sets the password,
// proves the authenticator with one code and signs the member in.

const ENROLMENT_LIFETIME_MS = 72 * 3_600_000;
/** How the authenticator app lists the staff's console account. */
const STAFF_ISSUER = 'Casino Console';

/** Issues a link for a member (any earlier open one stops working); returns its token, shown once. */
export async function issueEnrolment(db: Db, memberId: string, now: Date): Promise<string> {
  const token = createOpaqueToken();
  await closeEnrolments(db, { memberId }, now);
  await insertEnrolment(db, { memberId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ENROLMENT_LIFETIME_MS), now });
  return token;
}

export const enrolmentUrl = (staffUrl: string, token: string) => `${staffUrl}/enrol#${token}`;

/** The open enrolment behind a token (row locked), or the refusal that says why it cannot be used. */
async function openEnrolment(tx: Db, token: string, now: Date) {
  const enrolment = await findEnrolmentForUpdate(tx, hashToken(token));
  if (!enrolment) throw notFound('This enrolment link is not valid. Ask an administrator for a new one.');
  if (enrolment.usedAt || enrolment.member.status !== 'invited')
    throw new HttpError(410, 'This enrolment link has already been used. Sign in, or ask an administrator for a new link.');
  if (enrolment.expiresAt <= now) throw new HttpError(410, 'This enrolment link has expired. Ask an administrator for a new one.');
  return enrolment;
}

/** The secret to add to an authenticator app: the same one however often the link is opened. */
export async function startEnrolment(db: Db, token: string, now: Date): Promise<TStaffEnrolmentStartResponse> {
  return db.transaction(async (tx) => {
    const enrolment = await openEnrolment(tx, token, now);
    let secret = enrolment.totpSecret;
    if (!secret) {
      secret = createTotpSecret();
      await setEnrolmentSecret(tx, enrolment.id, secret);
    }
    const { email, role } = enrolment.member;
    return { email, role, totpSecret: secret, otpauthUri: totpUri(STAFF_ISSUER, email, secret) };
  });
}

export async function completeEnrolment(
  db: Db,
  config: StaffSessionConfig,
  input: { token: string; password: string; code: string },
  client: StaffClient,
  now: Date,
): Promise<{ me: TStaffMe; token: string }> {
  if (isCommonPassword(input.password)) throw unprocessable(PASSWORD_TOO_COMMON, 'password');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const enrolment = await openEnrolment(tx, input.token, now);
    if (!enrolment.totpSecret) throw conflict('Open the enrolment link first to get the secret for your authenticator app.');
    const step = await acceptTotpCode(enrolment.totpSecret, input.code, now, null);
    if (step === null) throw unprocessable('That code is not right. Check the time on your phone and enter the newest code.', 'code');
    await activateMember(tx, enrolment.member.id, { passwordHash, totpSecret: enrolment.totpSecret, totpStep: step, now });
    await closeEnrolments(tx, { id: enrolment.id }, now);
    const token = await openStaffSession(tx, config, enrolment.member.id, client, now);
    return { me: staffMeOf(enrolment.member), token };
  });
}
