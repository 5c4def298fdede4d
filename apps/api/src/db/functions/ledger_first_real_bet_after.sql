-- The ledger: when the player first bet real money after p_after (null: not since). Read by the signs of harm
-- (responsible-gaming/harm-facts.ts): a withdrawal cancelled and then staked.
CREATE OR REPLACE FUNCTION ledger_first_real_bet_after(p_user uuid, p_after timestamptz) RETURNS timestamptz
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT min(t.created_at)
    FROM ledger_transfers t
    JOIN ledger_accounts a ON a.id = t.from_account_id
    WHERE t.user_id = p_user AND t.kind = 'bet' AND t.created_at > p_after AND a.user_id = p_user AND a.kind = 'player_real'
  );
END
$$;
