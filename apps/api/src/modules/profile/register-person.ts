import type { Db } from '../../db/client';
import { getAccount } from '../auth';
import { splitFullName, type RegisterPerson } from '../responsible-gaming';
import { findProfile } from './repo';

/**
 * What the site knows of a player for a national register: the name and e-mail of the account, and the date of birth,
 * postcode and mobile once the profile has them. The personal identity number Spelpaus.se needs is not collected.
 */
export async function findRegisterPerson(db: Db, playerId: string): Promise<RegisterPerson | null> {
  const account = await getAccount(db, playerId);
  if (!account) return null;
  const profile = await findProfile(db, playerId);
  const mobile = profile?.dialingCode && profile.phoneNumber ? `${profile.dialingCode}${profile.phoneNumber}` : null;
  return {
    ...splitFullName(account.fullName),
    email: account.email,
    dateOfBirth: profile?.dateOfBirth ?? null,
    postcode: profile?.zipCode ?? null,
    mobile,
    personalNumber: null,
  };
}
