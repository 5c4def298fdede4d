import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/wallet';

/** The ledger source of the wallet API's movements (game-wallet's WALLET_API_SOURCE). */
const WALLET_API = 'wallet-api';

/**
 * What a player has staked in real money through the wallet API, per currency in minor units: bets taken from
 * player_real less the bets rolled back into it. Read through ledger_transfers_user_idx (user, kind), so it
 * costs the player's own bets only; a stake's bonus-funded part (from player_bonus) does not count.
 */
export async function sumRealStakes(db: Db, userId: string): Promise<Map<string, bigint>> {
  const result = await db.execute(sql`
    SELECT t.currency, sum(CASE WHEN t.kind = 'bet' THEN t.amount ELSE -t.amount END)::text AS staked
    FROM ${ledgerTransfers} t
    JOIN ${ledgerAccounts} a ON a.id = CASE WHEN t.kind = 'bet' THEN t.from_account_id ELSE t.to_account_id END
    WHERE t.user_id = ${userId} AND t.kind IN ('bet', 'rollback') AND t.source = ${WALLET_API} AND a.kind = 'player_real'
    GROUP BY t.currency`);
  const rows = (result as unknown as { rows: { currency: string; staked: string }[] }).rows;
  return new Map(rows.map((r) => [r.currency, BigInt(r.staked)]));
}
