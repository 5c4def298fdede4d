-- A ledger transfer in one call (docs/decisions/013-ledger-transfer-in-one-statement.md): locks both accounts in id
-- order and decides on the versions locked, refusing an overdraft of a player account or a balance numeric(38,0)
-- cannot hold; then claims the source's idempotency key, moves both balances and writes both postings in one
-- statement. Two statements where a transfer moves money, and a refusal claims no key. Refusals are answered as a
-- status, never raised, so a caller's transaction stays usable without a savepoint.
--   status 'moved'        the transfer row written now
--   status 'taken'        the key was already used: the stored row, and whether kind, currency, amount
--                         and metadata are the same (the caller compares the accounts)
--   status 'insufficient' or 'limit': nothing written, the key is still free
-- Every caller (the ledger, wallet_api_transfer, ledger_transfer_all, the promotions' functions) gets it by name.
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
BEGIN
  -- Row locks in ascending id order, so two transfers over the same accounts never deadlock, and the decision on the
  -- versions locked. A concurrent duplicate over the same accounts waits here until the first one's transaction
  -- ends. NO KEY UPDATE: transfer rows' foreign keys take KEY SHARE on these rows, which FOR UPDATE would wait on.
  WITH locked AS (
    SELECT la.id, la.user_id, la.balance FROM ledger_accounts la
    WHERE la.id IN (p_from, p_to) ORDER BY la.id FOR NO KEY UPDATE
  )
  SELECT CASE
    WHEN count(*) <> 2 THEN 'missing'
    WHEN bool_or(l.id = p_from AND l.user_id IS NOT NULL AND l.balance < p_amount) THEN 'insufficient'
    WHEN bool_or((l.id = p_from AND l.balance - p_amount <= -1e38) OR (l.id = p_to AND l.balance + p_amount >= 1e38)) THEN 'limit'
    ELSE 'moved'
  END INTO status
  FROM locked l;
  IF status = 'missing' THEN
    RAISE EXCEPTION 'Ledger accounts % and % of transfer %/% missing', p_from, p_to, p_source, p_key;
  END IF;

  IF status = 'moved' THEN
    -- A statement of its own, so it reads the versions now locked. Nothing moves unless the key was free: a key
    -- claimed by a concurrent transaction still open makes the insert wait for it, and one committed claims nothing.
    WITH claimed AS (
      INSERT INTO ledger_transfers (source, idempotency_key, kind, currency, amount, from_account_id, to_account_id, user_id, metadata, created_at)
      VALUES (p_source, p_key, p_kind, p_currency, p_amount, p_from, p_to, p_user, p_metadata, coalesce(p_at, now()))
      ON CONFLICT (source, idempotency_key) DO NOTHING
      RETURNING ledger_transfers.id, ledger_transfers.created_at
    ), moved AS (
      UPDATE ledger_accounts la SET balance = la.balance + CASE WHEN la.id = p_from THEN -p_amount ELSE p_amount END
      FROM claimed c WHERE la.id IN (p_from, p_to)
      RETURNING la.id AS account_id, c.id AS transfer_id
    ), posted AS (
      INSERT INTO ledger_postings (transfer_id, account_id, amount)
      SELECT m.transfer_id, m.account_id, CASE WHEN m.account_id = p_from THEN -p_amount ELSE p_amount END FROM moved m
    )
    SELECT c.id, c.created_at INTO id, created_at FROM claimed c;
    IF FOUND THEN
      kind := p_kind; currency := p_currency; amount := p_amount; from_account_id := p_from; to_account_id := p_to;
      user_id := p_user; metadata := p_metadata; same_details := true;
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;

  -- Refused, or the key was taken. A used key answers its stored row even when the money would no longer allow the
  -- transfer (a statement of its own: its snapshot sees a duplicate committed meanwhile); a refusal claims nothing.
  SELECT * INTO t FROM ledger_transfers lt WHERE lt.source = p_source AND lt.idempotency_key = p_key;
  IF NOT FOUND THEN
    IF status = 'moved' THEN
      RAISE EXCEPTION 'Transfer %/% vanished', p_source, p_key;
    END IF;
    RETURN NEXT;
    RETURN;
  END IF;
  status := 'taken';
  id := t.id; kind := t.kind; currency := t.currency; amount := t.amount; from_account_id := t.from_account_id;
  to_account_id := t.to_account_id; user_id := t.user_id; metadata := t.metadata; created_at := t.created_at;
  same_details := t.kind = p_kind AND t.currency = p_currency AND t.amount = p_amount AND t.metadata = p_metadata;
  RETURN NEXT;
END
$$;
