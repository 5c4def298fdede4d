-- Ledger: what a game shows and may stake, real plus bonus money, as listPlayerBalances shows them: null without
-- any account in the currency.
CREATE OR REPLACE FUNCTION ledger_playable_balance(p_user uuid, p_currency varchar) RETURNS numeric LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT CASE WHEN count(*) = 0 THEN NULL ELSE coalesce(sum(a.balance) FILTER (WHERE a.kind IN ('player_real', 'player_bonus')), 0) END
    FROM ledger_accounts a
    WHERE a.kind IN ('player_real', 'player_bonus', 'player_free_spin', 'player_held') AND a.currency = p_currency AND a.user_id = p_user
  );
END
$$;
