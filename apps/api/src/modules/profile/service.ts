import type { TGender, TProfile, TProfileUpdate, TReceiveEmailResponse, TSelfExcludePeriod, TSelfExcludeResponse } from '@casino/contracts';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { getAccount, type Account } from '../auth';
import { startSelfExclusion } from '../responsible-gaming';
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

/** Fills empty fields; the row is locked so two tabs saving at once cannot both fill the same field. */
export async function updateProfile(db: Db, playerId: string, input: TProfileUpdate, now: Date): Promise<TProfile> {
  const account = await accountOf(db, playerId);
  const row = await db.transaction(async (tx) => {
    const current = await lockProfile(tx, playerId);
    return updateProfileRow(tx, playerId, planProfileChanges(current, input, now), now);
  });
  return toProfile(account, row);
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
export async function selfExclude(db: Db, playerId: string, period: TSelfExcludePeriod, now: Date): Promise<TSelfExcludeResponse> {
  return db.transaction(async (tx) => {
    const result = await startSelfExclusion(tx, playerId, period, now);
    await setReceiveEmailPromo(tx, playerId, false, now);
    return result;
  });
}
