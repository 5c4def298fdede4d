-- Ledger: locks accounts in ascending id order (as ledger_transfer does for two) and answers their balances, for a
-- caller that decides how to split a movement over several of them before moving it. Null ids are skipped.
CREATE OR REPLACE FUNCTION ledger_lock_accounts(p_ids bigint[]) RETURNS TABLE (account_id bigint, balance numeric) LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY SELECT la.id, la.balance FROM ledger_accounts la WHERE la.id = ANY (p_ids) ORDER BY la.id FOR NO KEY UPDATE;
END
$$;
