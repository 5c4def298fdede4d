import type { TPlayerLimit } from '@casino/contracts';
import type { Db } from '../../db/client';
import { unprocessable } from '../../lib/errors';
import { isCaseClosed } from './cases-repo';
import { limitName } from './limit-values';
import type { PlayerLimitRow } from './limits-repo';

// The hold a safer-gambling case puts on a limit its operator imposed (case-limits.ts): the player's own changes meet it.

/** 422 when the limit was imposed from a case that is not closed yet: the player cannot raise or remove it. */
export async function assertNotHeldByCase(db: Db, row: PlayerLimitRow): Promise<void> {
  if (!row.imposedByCase || (await isCaseClosed(db, row.imposedByCase))) return;
  throw unprocessable(
    `We set your ${limitName(row.limit as TPlayerLimit)} while we review your account with you: you can lower it, but not raise or remove it until the review ends.`,
    'value',
  );
}
