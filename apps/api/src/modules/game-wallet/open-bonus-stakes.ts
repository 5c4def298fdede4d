import { and, eq, isNull, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameWalletRounds } from '../../db/schema/game-wallet';

/**
 * The bonus money a grant's stakes hold in rounds not yet closed (decision 023): it left the player's bonus balance
 * but is still theirs until the round settles, so the promotion's held bonus counts it.
 */
export async function openRoundBonusStakes(db: Db, playerId: string, grantId: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sum(gameWalletRounds.bonusStaked) })
    .from(gameWalletRounds)
    .where(and(eq(gameWalletRounds.playerId, playerId), eq(gameWalletRounds.bonusGrantId, grantId), isNull(gameWalletRounds.closedAt)));
  return BigInt(row?.total ?? 0);
}
