import type { TCurrencyCode, TPlayerLimit, TStaffExclusionView, TStaffLimitView, ZStaffPlayClosed } from '@casino/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isCaseClosed } from './cases-repo';
import { closedPlayMessage, type ClosedPlay } from './exclusion-state';
import { showValue } from './limit-values';
import { listPlayerLimits } from './limits-repo';
import { listPersonBlocks } from './repo';

// A player's limits and exclusions as staff read them: on a safer-gambling case and on the player's page.

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The player's limits in force, money in `currency` (the account's), with any change waiting and a case's hold. */
export async function limitViewsOf(db: Db, playerId: string, currency: TCurrencyCode): Promise<TStaffLimitView[]> {
  return Promise.all(
    (await listPlayerLimits(db, playerId)).map(async (l) => {
      const limit = l.limit as TPlayerLimit;
      const pending = l.pendingFrom && (l.pendingRemoval || l.pendingValue !== null);
      return {
        limit,
        value: showValue(limit, l.value, currency),
        pending: pending
          ? { value: l.pendingRemoval ? null : showValue(limit, l.pendingValue!, currency), confirmableAt: l.pendingFrom!.toISOString() }
          : null,
        heldByCase: l.imposedByCase !== null && !(await isCaseClosed(db, l.imposedByCase)),
      };
    }),
  );
}

/** What closes play now, in the console's words. */
export function playClosedView(closed: ClosedPlay | null): z.infer<typeof ZStaffPlayClosed> | null {
  return (
    closed && {
      kind: closed.kind === 'self_exclusion' && closed.closedByOperator ? 'account_closed' : closed.kind,
      message: closedPlayMessage(closed),
      reopensAt: iso(closed.reopensAt),
    }
  );
}

/** Every exclusion, break and closure of the person, on any of their accounts, newest first. */
export async function exclusionViewsOf(db: Db, playerId: string): Promise<TStaffExclusionView[]> {
  const blocks = (await listPersonBlocks(db, playerId)).sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  return blocks.map((b) => ({
    kind: b.kind === 'time_out' || b.kind === 'account_closure' ? b.kind : 'self_exclusion',
    period: b.period,
    startsAt: b.startsAt.toISOString(),
    endsAt: iso(b.endsAt),
    reopensAt: iso(b.reopensAt),
  }));
}
