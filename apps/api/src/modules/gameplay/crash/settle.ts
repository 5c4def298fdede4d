import { cashOutWin, type CrashBet } from '@casino/games';
import type { Db } from '../../../db/client';
import { convertToEurFloor } from '../../../lib/money';
import { getRate } from '../../currency';
import { settleWin } from '../../game-wallet';
import { STUDIO_OPERATOR } from '../launch';
import { payDemoWin } from '../launches-repo';
import { requireOk } from '../round-money';
import { toStoredJson, updateRound, type RoundRow } from '../rounds-repo';

// Settling one player's bet in a live round: a cash-out (by hand, automatic, or at the cap) pays the stake
// times the multiplier, rounded down; a bet the bust caught wins 0. The wallet's win closes the round, with
// the bet's uuid, so settling twice (two instances, a retried request) moves money once.

/** A crash bet as stored on its game round (`amount` a decimal string of minor units). */
export type StoredCrashBet = { amount: string; autoCashOut: number | null; crashRoundId: number; roundNumber: number };

export function crashBetOf(row: RoundRow): CrashBet & { crashRoundId: number; roundNumber: number } {
  const stored = row.bet as StoredCrashBet;
  return { ...stored, amount: BigInt(stored.amount) };
}

export async function settleCrashBet(tx: Db, bet: RoundRow, multiplier: number | null, now: Date): Promise<RoundRow> {
  const win = multiplier === null ? 0n : cashOutWin(bet.stake, multiplier);
  let balanceAfter: bigint;
  let winEurCents: bigint | null = null;
  if (bet.isDemo) {
    balanceAfter = await payDemoWin(tx, bet.launchId, win);
  } else {
    const uuid = `${bet.id}:win`;
    // No session token: a win lands after the player has gone (their automatic cash-out, or the bust).
    const call = {
      request_uuid: uuid,
      transaction_uuid: uuid,
      reference_transaction_uuid: `${bet.id}:bet`,
      operator_id: STUDIO_OPERATOR,
      player_id: bet.playerId!,
      game_code: bet.gameKey,
      currency: bet.currency,
      round_id: bet.id,
      amount: win.toString(),
      round_closed: true,
    };
    balanceAfter = requireOk(await settleWin(tx, call, now));
    const currency = bet.currency as Parameters<typeof convertToEurFloor>[2];
    winEurCents = convertToEurFloor(win, (await getRate(tx, currency)).ratePerEur, currency);
  }
  return updateRound(tx, bet.id, {
    steps: toStoredJson([{ cashedOutAt: multiplier }]),
    status: 'settled',
    win,
    winEurCents,
    balanceAfter,
    settledAt: now,
  });
}
