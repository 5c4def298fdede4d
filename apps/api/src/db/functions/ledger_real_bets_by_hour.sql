-- The ledger: the player's bets of real money (not bonus money, not free spins) after p_after, counted by the hour of
-- the day they were placed at in the time zone p_zone. Read by the signs of harm (responsible-gaming/harm-facts.ts).
CREATE OR REPLACE FUNCTION ledger_real_bets_by_hour(p_user uuid, p_after timestamptz, p_zone text)
RETURNS TABLE (hour integer, bets bigint) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT extract(hour FROM t.created_at AT TIME ZONE p_zone)::integer, count(*)
  FROM ledger_transfers t
  JOIN ledger_accounts a ON a.id = t.from_account_id
  WHERE t.user_id = p_user AND t.kind = 'bet' AND t.created_at > p_after AND a.user_id = p_user AND a.kind = 'player_real'
  GROUP BY 1;
END
$$;
