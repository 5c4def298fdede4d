-- ledger_transfer (migration 0011) with its lock and decision in one statement, and its move and postings in
-- another, instead of a cursor loop and two statements (docs/decisions/013-ledger-transfer-in-one-statement.md): the same
-- answers, fewer executor start-ups per transfer. Every caller (the ledger, wallet_api_transfer,
-- ledger_transfer_all, the promotions' functions) gets it by name.
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_source varchar, p_key varchar, p_kind ledger_transfer_kind, p_currency varchar, p_amount numeric,
  p_from bigint, p_to bigint, p_user uuid, p_metadata jsonb, p_at timestamptz
) RETURNS TABLE (
  status text, id bigint, kind ledger_transfer_kind, currency varchar, amount numeric, from_account_id bigint,
  to_account_id bigint, user_id uuid, metadata jsonb, created_at timestamptz, same_details boolean
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  t ledger_transfers;
  verdict text;
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

  -- Row locks in ascending id order, so two transfers over the same accounts never deadlock, and the decision on
  -- the versions locked, in one statement. NO KEY UPDATE: the transfer row's foreign keys already hold KEY SHARE on
  -- these rows, which FOR UPDATE would wait on.
  WITH locked AS (
    SELECT la.id, la.user_id, la.balance FROM ledger_accounts la
    WHERE la.id IN (p_from, p_to) ORDER BY la.id FOR NO KEY UPDATE
  )
  SELECT CASE
    WHEN count(*) <> 2 THEN 'missing'
    WHEN bool_or(l.id = p_from AND l.user_id IS NOT NULL AND l.balance < p_amount) THEN 'insufficient'
    WHEN bool_or((l.id = p_from AND l.balance - p_amount <= -1e38) OR (l.id = p_to AND l.balance + p_amount >= 1e38)) THEN 'limit'
    ELSE 'moved'
  END INTO verdict
  FROM locked l;

  IF verdict = 'missing' THEN
    RAISE EXCEPTION 'Ledger accounts % and % of transfer %/% missing', p_from, p_to, p_source, p_key;
  END IF;
  IF verdict <> 'moved' THEN
    -- Frees the key: the same key may be used again, by this transaction or a concurrent duplicate.
    DELETE FROM ledger_transfers WHERE id = t.id;
    RETURN QUERY SELECT verdict, NULL::bigint, NULL::ledger_transfer_kind, NULL::varchar, NULL::numeric, NULL::bigint,
      NULL::bigint, NULL::uuid, NULL::jsonb, NULL::timestamptz, NULL::boolean;
    RETURN;
  END IF;
  -- A statement of its own, so it reads the versions now locked: both balances and both postings at once.
  WITH moved AS (
    UPDATE ledger_accounts la SET balance = la.balance + CASE WHEN la.id = p_from THEN -p_amount ELSE p_amount END
    WHERE la.id IN (p_from, p_to)
    RETURNING la.id
  )
  INSERT INTO ledger_postings (transfer_id, account_id, amount)
  SELECT t.id, m.id, CASE WHEN m.id = p_from THEN -p_amount ELSE p_amount END FROM moved m;
  RETURN QUERY SELECT 'moved', t.id, t.kind, t.currency, t.amount, t.from_account_id, t.to_account_id, t.user_id,
    t.metadata, t.created_at, true;
END
$$;
