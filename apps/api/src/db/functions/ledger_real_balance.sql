-- Ledger: the player's real money in a currency, as listPlayerBalances shows it: null without any account in
-- that currency, 0 with accounts but no real-money one.
CREATE OR REPLACE FUNCTION ledger_real_balance(p_user uuid, p_currency varchar) RETURNS numeric LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT CASE WHEN count(*) = 0 THEN NULL ELSE coalesce(max(a.balance) FILTER (WHERE a.kind = 'player_real'), 0) END
    FROM ledger_accounts a
    WHERE a.kind IN ('player_real', 'player_bonus', 'player_free_spin', 'player_held') AND a.currency = p_currency AND a.user_id = p_user
  );
END
$$;
