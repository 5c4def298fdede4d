import type { TStaffMember, TStaffRole } from '@casino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { enrolmentUrl, issueEnrolment } from './enrolment';
import {
  disableMember,
  findMemberByEmail,
  findMemberById,
  insertMember,
  listLiveAdministrators,
  listMembers,
  revokeSessions,
} from './repo';
import type { StaffMember } from './sessions';

// The staff list: invitations, the first administrator, disabling a member.

type Invited = { id: string; enrolmentUrl: string };

export async function listStaff(db: Db): Promise<TStaffMember[]> {
  const rows = await listMembers(db);
  return rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
}

/** A new member, invited: the answer's link (shown once) lets them enrol. */
export async function inviteStaffMember(
  db: Db,
  config: Pick<Config, 'staffUrl'>,
  input: { email: string; role: TStaffRole },
  now: Date,
): Promise<Invited> {
  return db.transaction(async (tx) => {
    const member = await insertMember(tx, { email: input.email.trim(), role: input.role, now });
    if (!member) throw conflict('A staff member with this e-mail already exists.');
    return { id: member.id, enrolmentUrl: enrolmentUrl(config.staffUrl, await issueEnrolment(tx, member.id, now)) };
  });
}

/**
 * The first administrator (npm run staff:bootstrap): refused once an administrator exists, except that running it
 * again for an administrator who has not enrolled yet issues a fresh link (the earlier one stops working).
 */
export async function bootstrapAdministrator(
  db: Db,
  config: Pick<Config, 'staffUrl'>,
  input: { email: string },
  now: Date,
): Promise<Invited> {
  return db.transaction(async (tx) => {
    const administrators = await listLiveAdministrators(tx);
    const pending = administrators.find((a) => a.status === 'invited' && a.email.toLowerCase() === input.email.toLowerCase());
    if (pending) return { id: pending.id, enrolmentUrl: enrolmentUrl(config.staffUrl, await issueEnrolment(tx, pending.id, now)) };
    if (administrators.length > 0)
      throw conflict(
        `An administrator already exists (${administrators[0]!.email}); invite further staff from the console. Nothing was changed.`,
      );
    if (await findMemberByEmail(tx, input.email)) throw conflict(`${input.email} is already a staff member. Nothing was changed.`);
    return inviteStaffMember(tx, config, { email: input.email, role: 'administrator' }, now);
  });
}

/** Disables a member and ends their sessions at once; never one's own account. */
export async function disableStaffMember(db: Db, actor: StaffMember, memberId: string, now: Date): Promise<void> {
  if (memberId === actor.id) throw unprocessable('You cannot disable your own account.');
  await db.transaction(async (tx) => {
    const member = await findMemberById(tx, memberId);
    if (!member) throw notFound('No staff member has this id.');
    await disableMember(tx, memberId, now);
    await revokeSessions(tx, { memberId }, now);
  });
}
