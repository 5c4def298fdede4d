import { buildLiabilitiesTree, type TreeRandom } from '@casino/proofs/build';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { readOwedBalances } from '../wallet';
import { insertSnapshot, latestDailyOn, type StoredSnapshot } from './repo';

// Taking a snapshot: every player's balance per currency, read in one view of the ledger with its check, committed to
// a Merkle sum tree per currency (docs/decisions/033-proof-of-liabilities.md).

/**
 * Snapshots what every player is owed at `at`, per currency. Refused while the ledger check fails: a tree of
 * balances the ledger cannot vouch for proves nothing. A daily snapshot (`dailyOn`, a UTC day) is taken once per day
 * across instances; for a day already taken it answers undefined.
 */
export async function takeLiabilitySnapshot(
  db: Db,
  { at, dailyOn = null, random }: { at: Date; dailyOn?: string | null; random?: TreeRandom },
): Promise<StoredSnapshot | undefined> {
  const { check, currencies } = await readOwedBalances(db);
  if (!check.isSound) throw conflict('The ledger check fails, so no snapshot was taken: run npm run ledger:check to see why.');
  const trees = currencies.map(({ currency, balances, ledgerCheckTotal }) => {
    const tree = buildLiabilitiesTree(balances, { currency, snapshotAt: at, ...(random ? { random } : {}) });
    // The balances were read in the check's snapshot, so they add up to its player total; anything else is a bug.
    if (BigInt(tree.root.total) !== ledgerCheckTotal)
      throw new Error(`${currency}: the tree adds up to ${tree.root.total}, the ledger to ${ledgerCheckTotal}`);
    return tree;
  });
  return insertSnapshot(db, at, dailyOn, trees);
}

/** When the daily snapshot is taken: a UTC time of day, or never. */
export type DailySnapshotTime = { hour: number; minute: number } | 'off';

/** The UTC day whose daily snapshot is due at `now`, if its time has come and it has not been taken yet. */
export function dueDailySnapshot(now: Date, time: DailySnapshotTime, lastDailyOn: string | undefined): string | undefined {
  if (time === 'off') return undefined;
  const day = now.toISOString().slice(0, 10);
  const dueAt = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), time.hour, time.minute);
  return now.getTime() >= dueAt && (lastDailyOn === undefined || lastDailyOn < day) ? day : undefined;
}

/** Takes today's daily snapshot if it is due; answers it, or undefined when none was due or another instance took it. */
export async function takeDailySnapshotIfDue(db: Db, now: Date, time: DailySnapshotTime): Promise<StoredSnapshot | undefined> {
  const day = dueDailySnapshot(now, time, await latestDailyOn(db));
  return day ? takeLiabilitySnapshot(db, { at: now, dailyOn: day }) : undefined;
}
