-- The ledger: the players who bet real money after p_after. The signs of harm's schedule checks them
-- (responsible-gaming/harm-live.ts): only a player who played can have played at night or staked a reversed withdrawal.
CREATE OR REPLACE FUNCTION ledger_real_bettors_since(p_after timestamptz) RETURNS TABLE (user_id uuid)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT DISTINCT t.user_id
  FROM ledger_transfers t
  JOIN ledger_accounts a ON a.id = t.from_account_id
  WHERE t.kind = 'bet' AND t.created_at > p_after AND a.kind = 'player_real' AND t.user_id IS NOT NULL;
END
$$;
