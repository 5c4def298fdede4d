import { isCurrencyCode, type TCrashStep, type TPlayRound } from '@casino/contracts';
import { toMajorUnits } from '../../lib/money';
import type { StoredToMajor } from './families/family-entry';
import { findFamilyEntry } from './families/registry';
import { amountRoundView } from './families/stored-round';
import type { RoundRow } from './rounds-repo';

// A stored round as the game client and game recall see it: minor units (stored as decimal strings)
// become major-unit decimals of the round's currency, and each family's view (families/) hides what an open
// round must not tell: a mines round's board, a video poker round's replacement cards, a three card poker
// round's dealer cards, a casino hold'em round's turn, river and dealer's cards, a blackjack round's shoe.

/**
 * `serverSeed`: the round's server seed once its pair is revealed (null before); for a crash bet, its live
 * round's hash, with `crashBust`, once the round has busted. The engine's steps are
 * passed through as stored; the contract (ZPlayRound) is what the route serialises them with.
 */
export function toPlayRound(
  row: RoundRow,
  { serverSeed, crashBust = null }: { serverSeed: string | null; crashBust?: TCrashStep['bust'] },
): TPlayRound {
  const currency = row.currency;
  if (!isCurrencyCode(currency)) throw new Error(`round ${row.id} has an unknown currency ${currency}`);
  const major: StoredToMajor = (minor) => toMajorUnits(BigInt(minor as string | bigint), currency);
  return {
    ...((findFamilyEntry(row.family)?.roundView ?? amountRoundView)(row, major, crashBust) as TPlayRound),
    id: row.id,
    status: row.status,
    currency,
    stake: major(row.stake),
    win: major(row.win),
    ...(row.jackpotWin > 0n ? { jackpotWin: major(row.jackpotWin) } : {}),
    ...(row.jackpotChanceOneIn === null ? {} : { jackpotDraw: { chanceOneIn: row.jackpotChanceOneIn } }),
    balanceAfter: row.balanceAfter === null ? null : major(row.balanceAfter),
    ...((row.bet as { free?: unknown } | null)?.free === true ? { isFree: true } : {}),
    fairness: { serverSeedHash: row.serverSeedHash, serverSeed, clientSeed: row.clientSeed, nonce: row.nonce },
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
