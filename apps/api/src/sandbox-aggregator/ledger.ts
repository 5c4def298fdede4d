import type { TWalletApiStatus } from '@casino/contracts';

// What the aggregator did with players' money, from its own side of the wire: each bet, win and rollback it sent
// and the answer it acknowledged. A fault harness builds its model of every balance from this, never from the
// casino's tables, so a casino that lost or doubled an operation disagrees with it.

export type MoneyCall = 'bet' | 'win' | 'rollback';

export type LedgerEntry = {
  type: MoneyCall;
  transactionUuid: string;
  /** The bet a win or rollback names. */
  referenceTransactionUuid: string | null;
  roundId: string;
  playerId: string;
  currency: string;
  /** Minor units, as sent. */
  amount: string;
  status: TWalletApiStatus;
  transactionId: string | null;
  /** The balance the answer gave, minor units. */
  balance: string | null;
  /** Sends it took, retries included. */
  attempts: number;
  /** With `replay`: whether the second delivery's answer matched the first. */
  replay?: 'matched' | 'mismatched' | 'unanswered';
};

/** A replay whose answer differed from the first: the casino broke idempotency. */
export type ReplayMismatch = {
  type: MoneyCall;
  transactionUuid: string;
  first: { status: string; balance: string | null; transactionId: string | null };
  second: { status: string; balance: string | null; transactionId: string | null };
};

/**
 * The change in a player's real money in `currency` that the acknowledged calls require: an OK bet takes its
 * amount, an OK win pays its amount, and an OK rollback gives back its bet's amount when that bet was
 * acknowledged OK. A bet that never got an answer and its rollback move nothing together, whichever of the two
 * reached the casino first (decision 009: tombstones).
 */
export function netMovement(entries: readonly LedgerEntry[], playerId: string, currency: string): bigint {
  const mine = entries.filter((e) => e.playerId === playerId && e.currency === currency && e.status === 'OK');
  const okBets = new Map(mine.filter((e) => e.type === 'bet').map((e) => [e.transactionUuid, BigInt(e.amount)]));
  let net = 0n;
  for (const entry of mine) {
    if (entry.type === 'bet') net -= BigInt(entry.amount);
    else if (entry.type === 'win') net += BigInt(entry.amount);
    else net += okBets.get(entry.referenceTransactionUuid ?? '') ?? 0n;
  }
  return net;
}
