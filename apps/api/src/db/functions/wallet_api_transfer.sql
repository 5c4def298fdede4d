-- One wallet API movement through ledger_transfer, as a wallet status: OK with the transfer (a replay of the
-- ledger key with the same details and accounts, a house-side account matching on any shard, is the first
-- transfer), NOT_ENOUGH_MONEY, LIMIT_REACHED. A key reused with other details raises: the caller's call fails.
CREATE OR REPLACE FUNCTION wallet_api_transfer(
  p_source varchar, p_key varchar, p_kind ledger_transfer_kind, p_currency varchar, p_amount numeric,
  p_from bigint, p_to bigint, p_user uuid, p_metadata jsonb, p_at timestamptz,
  OUT status text, OUT transfer_id bigint
) LANGUAGE plpgsql AS $$
DECLARE
  t record;
  is_same boolean;
BEGIN
  SELECT * INTO t FROM ledger_transfer(p_source, p_key, p_kind, p_currency, p_amount, p_from, p_to, p_user, p_metadata, p_at);
  IF t.status = 'insufficient' THEN
    status := 'NOT_ENOUGH_MONEY';
  ELSIF t.status = 'limit' THEN
    status := 'LIMIT_REACHED';
  ELSE
    is_same := t.status = 'moved' OR (t.same_details AND ledger_same_accounts(t.from_account_id, t.to_account_id, p_from, p_to));
    IF NOT coalesce(is_same, false) THEN
      RAISE EXCEPTION 'Idempotency key %/% reused with different details', p_source, p_key;
    END IF;
    status := 'OK';
    transfer_id := t.id;
  END IF;
END
$$;
