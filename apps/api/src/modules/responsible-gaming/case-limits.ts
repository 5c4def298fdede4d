import type { TCurrencyCode, TPlayerLimit } from '@casino/contracts';
import type { Db } from '../../db/client';
import { insertSaferGamblingEvent, listPlayerLimits, upsertPlayerLimit, type PlayerLimitRow } from './limits-repo';
import { snapshotOf } from './limits';

// A limit the operator imposes from a safer-gambling case. It applies at once, as the player's own lower limit does,
// and cancels any change waiting; until the case is closed the player may lower it but not raise or remove it. Once the
// case is closed it is the player's own limit again (a raise then waits the profile's delay and the player's confirmation).

/**
 * Imposes `value` (minor units, or minutes) on the player's limit from case `caseId`, in the caller's transaction under
 * the player's limits lock. A player's own lower value stays in force: an operator's limit never loosens one. Records
 * the change (actor operator) and answers the limit before and after, as the record keeps them.
 */
export async function imposeCaseLimit(
  db: Db,
  change: { playerId: string; caseId: string; limit: TPlayerLimit; value: bigint; currency: TCurrencyCode; now: Date },
) {
  const { playerId, limit, currency, now } = change;
  const current = (await listPlayerLimits(db, playerId)).find((r) => r.limit === limit);
  const value = current && current.value < change.value ? current.value : change.value;
  const row: PlayerLimitRow = {
    userId: playerId,
    limit,
    value,
    pendingValue: null,
    pendingRemoval: false,
    pendingFrom: null,
    imposedByCase: change.caseId,
    updatedAt: now,
  };
  await upsertPlayerLimit(db, row);
  const before = snapshotOf(limit, current, currency);
  const after = snapshotOf(limit, row, currency);
  await insertSaferGamblingEvent(db, {
    userId: playerId,
    at: now,
    actor: 'operator',
    action: 'limit_imposed',
    before,
    after: { ...after, caseId: change.caseId },
  });
  return { before, after, keptPlayersOwn: value !== change.value };
}
