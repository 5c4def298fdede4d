-- Ledger: the id of a house-side shard's account, or null when it does not exist yet.
CREATE OR REPLACE FUNCTION ledger_house_account_id(p_kind ledger_account_kind, p_currency varchar, p_shard integer) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT a.id FROM ledger_accounts a WHERE a.kind = p_kind AND a.currency = p_currency AND a.user_id IS NULL AND a.shard = p_shard);
END
$$;
