import { isCurrencyCode, type TWalletBetRequest } from '@casino/contracts';
import { TITLES } from '@casino/games';
import type { Db } from '../../db/client';
import { slotStakeCapOf } from '../responsible-gaming';

// The slot stake cap of the player's market (responsible-gaming/slot-stake-cap.ts) at the wallet, where every
// real-money bet passes. The wallet knows a game's family only for our own titles (their game code is the title's
// key); an aggregator's game code names no family here, so its bets are not capped until its catalogue says which
// games are slots.

/** Whether a bet stakes more than the player's slot cap allows: a slot of ours, real money (a free spin is not), above the cap. */
export async function isAboveSlotStakeCap(db: Db, call: TWalletBetRequest, now: Date): Promise<boolean> {
  if (call.is_free || TITLES[call.game_code]?.family !== 'slots' || !isCurrencyCode(call.currency)) return false;
  const cap = await slotStakeCapOf(db, call.player_id, call.currency, now);
  return cap !== null && BigInt(call.amount) > cap.minor;
}
