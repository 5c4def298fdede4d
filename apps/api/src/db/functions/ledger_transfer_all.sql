-- Several ledger transfers that commit together, in one statement (docs/decisions/013-ledger-transfer-in-one-statement.md):
-- ledger_transfer for each element of a JSON array, in order. Only the case where every one moves money is answered
-- here; any other (a used key, an overdraft, a balance limit) raises SQLSTATE LX001, which undoes the transfers this
-- call made, and the caller runs them one by one in a transaction of its own, where each outcome is answered as
-- ledger_transfer's. One jsonb parameter, because both drivers pass it alike (an array of an enum type they do not).
CREATE OR REPLACE FUNCTION ledger_transfer_all(p_transfers jsonb)
RETURNS TABLE (transfer_id bigint, transfer_created_at timestamptz) LANGUAGE plpgsql AS $$
DECLARE
  e jsonb;
  r record;
BEGIN
  FOR i IN 0 .. jsonb_array_length(p_transfers) - 1 LOOP
    e := p_transfers -> i;
    SELECT t.status, t.id, t.created_at INTO r
    FROM ledger_transfer(e ->> 'source', e ->> 'key', (e ->> 'kind')::ledger_transfer_kind, e ->> 'currency',
      (e ->> 'amount')::numeric, (e ->> 'from')::bigint, (e ->> 'to')::bigint, (e ->> 'user')::uuid, e -> 'metadata',
      (e ->> 'at')::timestamptz) t;
    IF r.status <> 'moved' THEN
      RAISE EXCEPTION USING ERRCODE = 'LX001', MESSAGE = format('Transfer %s/%s answered %s', e ->> 'source', e ->> 'key', r.status);
    END IF;
    transfer_id := r.id;
    transfer_created_at := r.created_at;
    RETURN NEXT;
  END LOOP;
END
$$;
