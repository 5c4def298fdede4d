-- A ledger transfer in one call (docs/decisions/013-ledger-transfer-in-one-statement.md): claims the source's
-- idempotency key, locks both accounts in id order, refuses an overdraft of a player account or a balance
-- numeric(38,0) cannot hold, moves both balances and writes both postings. Refusals are answered as a
-- status, never raised, so a caller's transaction stays usable without a savepoint.
--   status 'moved'        the transfer row written now
--   status 'taken'        the key was already used: the stored row, and whether kind, currency, amount
--                         and metadata are the same (the caller compares the accounts)
--   status 'insufficient' or 'limit': nothing written, the key is free again
CREATE FUNCTION ledger_transfer(
  p_source varchar, p_key varchar, p_kind ledger_transfer_kind, p_currency varchar, p_amount numeric,
  p_from bigint, p_to bigint, p_user uuid, p_metadata jsonb, p_at timestamptz
) RETURNS TABLE (
  status text, id bigint, kind ledger_transfer_kind, currency varchar, amount numeric, from_account_id bigint,
  to_account_id bigint, user_id uuid, metadata jsonb, created_at timestamptz, same_details boolean
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  t ledger_transfers;
  a record;
  locked int := 0;
  from_is_player boolean;
  from_balance numeric;
  to_balance numeric;
  refusal text;
BEGIN
  -- The key first: a concurrent duplicate waits here until this transaction ends, then finds it taken.
  INSERT INTO ledger_transfers (source, idempotency_key, kind, currency, amount, from_account_id, to_account_id, user_id, metadata, created_at)
  VALUES (p_source, p_key, p_kind, p_currency, p_amount, p_from, p_to, p_user, p_metadata, coalesce(p_at, now()))
  ON CONFLICT (source, idempotency_key) DO NOTHING
  RETURNING * INTO t;
  IF NOT FOUND THEN
    -- A statement of its own: its snapshot sees the row a concurrent duplicate just committed.
    SELECT * INTO t FROM ledger_transfers WHERE source = p_source AND idempotency_key = p_key;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'Transfer %/% vanished', p_source, p_key;
    END IF;
    RETURN QUERY SELECT 'taken', t.id, t.kind, t.currency, t.amount, t.from_account_id, t.to_account_id, t.user_id,
      t.metadata, t.created_at, t.kind = p_kind AND t.currency = p_currency AND t.amount = p_amount AND t.metadata = p_metadata;
    RETURN;
  END IF;

  -- Row locks in ascending id order, so two transfers over the same accounts never deadlock. NO KEY UPDATE:
  -- the transfer row's foreign keys already hold KEY SHARE on these rows, which FOR UPDATE would wait on.
  FOR a IN SELECT la.id, la.user_id, la.balance FROM ledger_accounts la
    WHERE la.id IN (p_from, p_to) ORDER BY la.id FOR NO KEY UPDATE
  LOOP
    locked := locked + 1;
    IF a.id = p_from THEN
      from_is_player := a.user_id IS NOT NULL;
      from_balance := a.balance;
    ELSE
      to_balance := a.balance;
    END IF;
  END LOOP;
  IF locked <> 2 THEN
    RAISE EXCEPTION 'Ledger accounts % and % of transfer %/% missing', p_from, p_to, p_source, p_key;
  END IF;

  IF from_is_player AND from_balance < p_amount THEN
    refusal := 'insufficient';
  ELSIF from_balance - p_amount <= -1e38 OR to_balance + p_amount >= 1e38 THEN
    refusal := 'limit';
  END IF;
  IF refusal IS NOT NULL THEN
    -- Frees the key: the same key may be used again, by this transaction or a concurrent duplicate.
    DELETE FROM ledger_transfers WHERE id = t.id;
    RETURN QUERY SELECT refusal, NULL::bigint, NULL::ledger_transfer_kind, NULL::varchar, NULL::numeric, NULL::bigint,
      NULL::bigint, NULL::uuid, NULL::jsonb, NULL::timestamptz, NULL::boolean;
    RETURN;
  END IF;

  UPDATE ledger_accounts SET balance = balance + CASE WHEN id = p_from THEN -p_amount ELSE p_amount END
  WHERE id IN (p_from, p_to);
  INSERT INTO ledger_postings (transfer_id, account_id, amount) VALUES (t.id, p_from, -p_amount), (t.id, p_to, p_amount);
  RETURN QUERY SELECT 'moved', t.id, t.kind, t.currency, t.amount, t.from_account_id, t.to_account_id, t.user_id,
    t.metadata, t.created_at, true;
END
$$;
