import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client';

// The invariant that protects bonus money (docs/architecture.md, Money): no sequence of player actions turns bonus
// money into withdrawable money before its wagering is met. Withdrawable money is the player's real money (and what
// a withdrawal holds or paid out of it), so the invariant is a statement about every movement into a real-money
// account, read from the ledger and the round records, not from the code that made them:
//   1. it is money from outside (a deposit, an operator's adjustment) or the player's own coming back (a withdrawal
//      released), or
//   2. a bonus's conversion, made only for a grant that completed with its wagering met, or
//   3. a game's win or rollback paying real money no more than the part real money staked earned: the round's
//      win less the bonus stakes' share (rounded down, as wins are split), the whole win only once the bonus those
//      stakes came from completed; a free spin's win only once its bonus completed.
// A bonus's terms include its deposit: bonus money and spins given for a deposit are given only while that deposit is
// still the player's to play, never after they asked to withdraw since it was credited (4).

const rows = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every movement of the player's breaking the invariant, described; empty when it holds. */
export async function bonusInvariantViolations(db: Db, playerId: string): Promise<string[]> {
  const violations: string[] = [];

  const kinds = await rows<{ id: string; kind: string }>(
    db,
    sql`SELECT t.id::text, t.kind::text FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id
        WHERE a.user_id = ${playerId} AND a.kind = 'player_real' AND t.kind NOT IN ('deposit', 'adjustment', 'release', 'bonus_conversion', 'win', 'rollback')`,
  );
  for (const t of kinds) violations.push(`transfer ${t.id}: a ${t.kind} into real money`);

  const conversions = await rows<{ id: string; status: string | null; wagered: string | null; requirement: string | null }>(
    db,
    sql`SELECT t.id::text, g.status::text, g.wagered::text, g.wagering_requirement::text AS requirement
        FROM ledger_transfers t LEFT JOIN promotion_grants g ON t.idempotency_key = 'bonus-conversion:' || g.id::text
        WHERE t.kind = 'bonus_conversion' AND t.user_id = ${playerId}`,
  );
  for (const c of conversions) {
    if (c.status !== 'completed' || BigInt(c.wagered ?? 0) < BigInt(c.requirement ?? 0)) {
      violations.push(`transfer ${c.id}: a conversion of a grant ${c.status ?? 'unknown'} with ${c.wagered}/${c.requirement} wagered`);
    }
  }

  // Each win and rollback of the wallet API with the real money it paid, the round's stakes as the ledger moved them
  // (bets not rolled back: their real and bonus parts), and the state of the bonus its bonus stakes came from: the
  // player's grant in the currency accepted last before the round's first bonus-funded bet.
  const payments = await rows<{
    id: string;
    type: 'win' | 'rollback';
    amount: string;
    real_paid: string;
    is_free: boolean;
    bet_amount: string;
    bet_bonus: string;
    staked: string;
    bonus_staked: string;
    grant_status: string | null;
    has_completed_grant: boolean;
  }>(
    db,
    sql`WITH bets AS (
          SELECT b.operator_id, b.player_id, b.round_id, b.currency, b.transaction_uuid, b.amount, b.is_free, b.rolled_back_at,
            coalesce(bonus.amount, 0) AS bonus, bonus.created_at AS bonus_at
          FROM game_wallet_transactions b
          LEFT JOIN ledger_transfers bonus ON bonus.kind = 'bet' AND bonus.idempotency_key = b.operator_id || ':' || b.transaction_uuid || ':bonus'
          WHERE b.player_id = ${playerId} AND b.type = 'bet' AND b.status = 'OK'),
        stakes AS (
          SELECT operator_id, player_id, round_id, currency, sum(amount) AS staked, sum(bonus) AS bonus_staked, min(bonus_at) AS first_bonus_at
          FROM bets WHERE rolled_back_at IS NULL AND NOT is_free GROUP BY operator_id, player_id, round_id, currency)
        SELECT w.id::text, w.type::text, coalesce(w.amount, 0)::text AS amount,
          (SELECT coalesce(sum(t.amount), 0) FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id
           WHERE a.kind = 'player_real' AND t.kind = w.type::text::ledger_transfer_kind
             AND t.idempotency_key = w.operator_id || ':' || w.transaction_uuid)::text AS real_paid,
          bet.is_free, coalesce(bet.amount, 0)::text AS bet_amount, bet.bonus::text AS bet_bonus,
          coalesce(s.staked, 0)::text AS staked, coalesce(s.bonus_staked, 0)::text AS bonus_staked,
          (SELECT g.status::text FROM promotion_grants g
           WHERE g.user_id = w.player_id AND g.currency = w.currency AND g.accepted_at <= coalesce(s.first_bonus_at, bet.bonus_at)
           ORDER BY g.accepted_at DESC LIMIT 1) AS grant_status,
          EXISTS (SELECT 1 FROM promotion_grants c WHERE c.user_id = w.player_id AND c.currency = w.currency AND c.status = 'completed')
            AS has_completed_grant
        FROM game_wallet_transactions w
        JOIN bets bet ON bet.operator_id = w.operator_id AND bet.transaction_uuid = w.reference_transaction_uuid
        LEFT JOIN stakes s ON s.operator_id = w.operator_id AND s.player_id = w.player_id AND s.round_id = w.round_id
        WHERE w.player_id = ${playerId} AND w.type IN ('win', 'rollback') AND w.status = 'OK'`,
  );
  for (const p of payments) {
    const paid = BigInt(p.real_paid);
    if (paid === 0n) continue;
    const isConverted = p.grant_status === 'completed';
    let allowed: bigint;
    if (p.is_free) allowed = p.has_completed_grant ? BigInt(p.amount) : 0n;
    else if (p.type === 'rollback') allowed = isConverted ? BigInt(p.bet_amount) : BigInt(p.bet_amount) - BigInt(p.bet_bonus);
    else {
      const win = BigInt(p.amount);
      const staked = BigInt(p.staked);
      const bonusShare = staked > 0n ? (win * BigInt(p.bonus_staked)) / staked : 0n;
      allowed = isConverted ? win : win - bonusShare;
    }
    if (paid > allowed) violations.push(`wallet ${p.type} ${p.id}: paid ${paid} of real money where its real stakes earned ${allowed}`);
  }
  const forDeposits = await rows<{ id: string; key: string }>(
    db,
    sql`SELECT t.id::text, t.idempotency_key AS key
        FROM ledger_transfers t
        JOIN promotion_grants g ON g.id::text = t.metadata->>'grantId'
        JOIN ledger_transfers d ON d.kind = 'deposit' AND d.metadata->>'depositId' = coalesce(t.metadata->>'depositId', g.deposit_id::text)
        WHERE t.user_id = ${playerId} AND t.kind = 'bonus' AND EXISTS (
          SELECT 1 FROM withdrawals w
          WHERE w.user_id = t.user_id AND w.currency = t.currency AND w.created_at >= d.created_at AND w.created_at <= t.created_at)`,
  );
  for (const t of forDeposits) violations.push(`transfer ${t.id} (${t.key}): a deposit's bonus given after the player asked to withdraw`);
  return violations;
}
