import type { TCurrencyCode } from '@casino/contracts';
import type { Db } from '../../db/client';
import { ageOn } from '../../lib/age';
import { conflict, type HttpError } from '../../lib/errors';
import { toMajorUnits } from '../../lib/money';
import { findSaferGamblingPlayer } from './limits-repo';
import { decimalsOf, marketMoneyIn } from './market-money';
import { isMarketProfile, PROFILES, type MarketProfile, type Money } from './market-profiles';
import { findPlayerDateOfBirth } from './repo';

// The most a player may stake on one slot game cycle under their market profile (UK: £5, and £2 from 18 to 24 by
// the date of birth, SI 2025/215). The cap is set in the market's currency and converted into the player's at the
// site's rates, rounded down, so a stake at the converted cap never passes the cap itself.

/** Why this cap applies: the market's cap, the young adults' one by age, or that one because the age is unknown. */
export type SlotStakeCapReason = 'standard' | 'young' | 'age_unknown';

export type SlotStakeCap = {
  /** The cap in minor units of the stake's currency, rounded down. */
  minor: bigint;
  currency: TCurrencyCode;
  reason: SlotStakeCapReason;
  /** "Under the rules of your market (Great Britain) a slot stake is at most 2.00 GBP (2.31 EUR) per spin for …". */
  rule: string;
};

/** Which of the profile's caps applies at `at` to a player born on `dateOfBirth` (null: unknown), or null for none. */
export function capOf(profile: MarketProfile, dateOfBirth: string | null, at: Date): { cap: Money; reason: SlotStakeCapReason } | null {
  const young = profile.youngAdultSlotStakeCap;
  if (young) {
    // Unknown age: the lower cap, the one that is safe whatever the age.
    if (dateOfBirth === null) return { cap: young.cap, reason: 'age_unknown' };
    const age = ageOn(dateOfBirth, at);
    if (age >= young.fromAge && age <= young.toAge) return { cap: young.cap, reason: 'young' };
  }
  return profile.slotStakeCap && { cap: profile.slotStakeCap, reason: 'standard' };
}

function ruleOf(profile: MarketProfile, cap: Money, reason: SlotStakeCapReason, converted: string | null): string {
  const band = profile.youngAdultSlotStakeCap;
  const decimals = decimalsOf(cap.currency);
  const amount = `${(cap.minor / 10 ** decimals).toFixed(decimals)} ${cap.currency}${converted ? ` (${converted})` : ''}`;
  const who =
    reason === 'young'
      ? ` for players aged ${band!.fromAge} to ${band!.toAge}`
      : reason === 'age_unknown'
        ? ` until your date of birth is on your profile: players aged ${band!.fromAge} to ${band!.toAge} have this lower cap`
        : '';
  return `Under the rules of your market (${profile.name}) a slot stake is at most ${amount} per spin${who}`;
}

/** The slot stake cap that applies to the player at `now`, in `currency`; null where their profile sets none. */
export async function slotStakeCapOf(db: Db, playerId: string, currency: TCurrencyCode, now: Date): Promise<SlotStakeCap | null> {
  const row = await findSaferGamblingPlayer(db, playerId);
  const profile = PROFILES[row && isMarketProfile(row.profile) ? row.profile : 'default'];
  if (!profile.slotStakeCap && !profile.youngAdultSlotStakeCap) return null;
  const applies = capOf(profile, await findPlayerDateOfBirth(db, playerId), now);
  if (!applies) return null;
  const minor = await marketMoneyIn(db, applies.cap, currency);
  const converted = applies.cap.currency === currency ? null : `${toMajorUnits(minor, currency)} ${currency}`;
  return { minor, currency, reason: applies.reason, rule: ruleOf(profile, applies.cap, applies.reason, converted) };
}

/** The refusal of a slot stake of `stake` (minor units of `currency`) above the player's cap, or null when it may go. */
export async function slotStakeCapRefusal(
  db: Db,
  playerId: string,
  currency: TCurrencyCode,
  stake: bigint,
  now: Date,
): Promise<HttpError | null> {
  const cap = await slotStakeCapOf(db, playerId, currency, now);
  if (!cap || stake <= cap.minor) return null;
  return conflict(`${cap.rule}; this stake of ${toMajorUnits(stake, currency)} ${currency} is above it.`);
}
