-- Ledger: whether a replayed transfer names the same accounts as the stored one (isSameAccounts in ledger.ts):
-- the same ids, or the same kind, currency and owner, so a house-side account matches on any shard.
CREATE OR REPLACE FUNCTION ledger_same_accounts(p_stored_from bigint, p_stored_to bigint, p_from bigint, p_to bigint) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_stored_from = p_from AND p_stored_to = p_to THEN
    RETURN true;
  END IF;
  RETURN coalesce((
    SELECT bool_and(s.kind = r.kind AND s.currency = r.currency AND s.user_id IS NOT DISTINCT FROM r.user_id)
    FROM (VALUES (p_stored_from, p_from), (p_stored_to, p_to)) AS pair (stored, requested)
    LEFT JOIN ledger_accounts s ON s.id = pair.stored
    LEFT JOIN ledger_accounts r ON r.id = pair.requested
  ), false);
END
$$;
