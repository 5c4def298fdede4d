import { cashOutWin, type CrashBet } from '@casino/games';
import type { Db } from '../../../db/client';
import type { GameWallet } from '../../game-wallet';
import { payDemoWin } from '../launches-repo';
import { payScheduledWin } from '../round-money';
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

export async function settleCrashBet(tx: Db, wallet: GameWallet, bet: RoundRow, multiplier: number | null, now: Date): Promise<RoundRow> {
  const win = multiplier === null ? 0n : cashOutWin(bet.stake, multiplier);
  let balanceAfter: bigint;
  let winEurCents: bigint | null = null;
  if (bet.isDemo) balanceAfter = await payDemoWin(tx, bet.launchId, win);
  else ({ balanceAfter, winEurCents } = await payScheduledWin(tx, wallet, bet, win, now));
  return updateRound(tx, bet.id, {
    steps: toStoredJson([{ cashedOutAt: multiplier }]),
    status: 'settled',
    win,
    winEurCents,
    balanceAfter,
    settledAt: now,
  });
}
