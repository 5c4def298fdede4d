-- Ledger: the id of a player's account, or null when it does not exist yet (ledger_house_account_id: a house-side
-- shard's).
CREATE OR REPLACE FUNCTION ledger_player_account_id(p_kind ledger_account_kind, p_currency varchar, p_user uuid) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT a.id FROM ledger_accounts a WHERE a.kind = p_kind AND a.currency = p_currency AND a.user_id = p_user AND a.shard = 0);
END
$$;
