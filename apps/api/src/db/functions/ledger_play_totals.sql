-- The ledger: what the player's play moved in each currency from just after p_after up to p_until: `staked`, bets taken
-- from their real or bonus money; `returned`, wins and rollbacks paid into it; `first_stake_at`, the oldest of those
-- bets. Free spins are not the player's money: their stakes and refunds do not count (their wins land in real or
-- bonus money and do). Read by the safer-gambling limits (safer_gambling_bet_refusal, responsible-gaming/bet-limits.ts).
CREATE OR REPLACE FUNCTION ledger_play_totals(p_user uuid, p_after timestamptz, p_until timestamptz)
RETURNS TABLE (currency varchar, staked numeric, returned numeric, first_stake_at timestamptz) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT t.currency,
    coalesce(sum(t.amount) FILTER (WHERE t.kind = 'bet'), 0)::numeric,
    coalesce(sum(t.amount) FILTER (WHERE t.kind <> 'bet'), 0)::numeric,
    min(t.created_at) FILTER (WHERE t.kind = 'bet')
  FROM ledger_transfers t
  JOIN ledger_accounts a ON a.id = CASE WHEN t.kind = 'bet' THEN t.from_account_id ELSE t.to_account_id END
  WHERE t.user_id = p_user AND t.kind IN ('bet', 'win', 'rollback') AND t.created_at > p_after AND t.created_at <= p_until
    AND a.user_id = p_user AND a.kind IN ('player_real', 'player_bonus')
  GROUP BY t.currency;
END
$$;
