import type {
  TGender,
  TPeriod,
  TProfile,
  TProfileUpdate,
  TReceiveEmailResponse,
  TSelfExcludePeriod,
  TSelfExcludeResponse,
  TTimeOutResponse,
} from '@casino/contracts';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { getAccount, type Account } from '../auth';
import {
  enforceSelfExclusion,
  recordPlayerIdentity,
  startSelfExclusion,
  startTimeOut,
  type SelfExclusionStep,
} from '../responsible-gaming';
import { planProfileChanges, secondsFromBirthDate, splitFullName } from './profile-rules';
import {
  findProfile,
  lockProfile,
  setReceiveEmailPromo,
  toggleReceiveEmailPromo,
  updateProfile as updateProfileRow,
  type ProfileRow,
} from './repo';

const SUBSCRIBED = 'You are subscribed';
export const UNSUBSCRIBED = 'You are unsubscribed';

function toProfile(account: Account, row: ProfileRow | undefined): TProfile {
  return {
    ...splitFullName(account.fullName),
    email: account.email,
    confirmed: account.confirmed,
    userDetails: {
      phone: { phoneNumber: row?.phoneNumber ?? null, dialingCode: row?.dialingCode ?? null },
      receiveEmailPromo: row?.receiveEmailPromo ?? false,
      address: row?.address ?? null,
      address2: row?.address2 ?? null,
      nickName: row?.nickName ?? null,
      zipCode: row?.zipCode ?? null,
      country: row?.country ?? null,
      city: row?.city ?? null,
      state: row?.state ?? null,
      gender: (row?.gender as TGender | null | undefined) ?? null,
      dateOfBirth: row?.dateOfBirth ? secondsFromBirthDate(row.dateOfBirth) : null,
      avatar: row?.avatar ?? null,
    },
  };
}

async function accountOf(db: Db, playerId: string): Promise<Account> {
  const account = await getAccount(db, playerId);
  // The session outlived its account (deleted): nothing to show.
  if (!account) throw unauthorized();
  return account;
}

export async function getProfile(db: Db, playerId: string): Promise<TProfile> {
  const account = await accountOf(db, playerId);
  return toProfile(account, await findProfile(db, playerId));
}

/** The saved profile, or, when the date of birth just given shows a self-excluded person, why the player is now signed out. */
export type ProfileUpdate = { profile: TProfile } | { excluded: string };

/**
 * Fills empty fields; the row is locked so two tabs saving at once cannot both fill the same field.
 * A date of birth that, with the player's name, matches a self-excluded person is kept, and that
 * exclusion applies to this account from then on: its sessions end in the same transaction.
 */
export async function updateProfile(
  db: Db,
  playerId: string,
  input: TProfileUpdate,
  now: Date,
  exclusionSteps: readonly SelfExclusionStep[] = [],
): Promise<ProfileUpdate> {
  const account = await accountOf(db, playerId);
  const { row, excluded } = await db.transaction(async (tx) => {
    const current = await lockProfile(tx, playerId);
    const changes = planProfileChanges(current, input, now);
    const updated = await updateProfileRow(tx, playerId, changes, now);
    if (!changes.dateOfBirth) return { row: updated, excluded: null };
    await recordPlayerIdentity(tx, {
      userId: playerId,
      email: account.email,
      fullName: account.fullName,
      dateOfBirth: changes.dateOfBirth,
    });
    return { row: updated, excluded: await enforceSelfExclusion(tx, playerId, now, exclusionSteps) };
  });
  return excluded ? { excluded } : { profile: toProfile(account, row) };
}

export async function toggleReceiveEmail(db: Db, playerId: string, now: Date): Promise<TReceiveEmailResponse> {
  await accountOf(db, playerId);
  const receiveEmailPromo = await toggleReceiveEmailPromo(db, playerId, now);
  return { receiveEmailPromo, message: receiveEmailPromo ? SUBSCRIBED : UNSUBSCRIBED };
}

/**
 * The player asks to be kept away: the exclusion starts at once, every session ends and promotional
 * mail stops (they can opt in again once it is over), all in one transaction.
 */
export async function selfExclude(
  db: Db,
  playerId: string,
  period: TSelfExcludePeriod,
  now: Date,
  steps: readonly SelfExclusionStep[] = [],
): Promise<TSelfExcludeResponse> {
  return db.transaction(async (tx) => {
    const result = await startSelfExclusion(tx, playerId, period, now, steps);
    await setReceiveEmailPromo(tx, playerId, false, now);
    return result;
  });
}

/**
 * The player takes a break: as an exclusion, it starts at once, every session but payout-only access ends and
 * promotional mail stops (they can opt in again once it is over), all in one transaction.
 */
export async function takeBreak(
  db: Db,
  playerId: string,
  period: TPeriod,
  now: Date,
  steps: readonly SelfExclusionStep[] = [],
): Promise<TTimeOutResponse> {
  return db.transaction(async (tx) => {
    const result = await startTimeOut(tx, playerId, period, now, steps);
    await setReceiveEmailPromo(tx, playerId, false, now);
    return result;
  });
}
