-- One ledger transfer by hand, as the ledger_transfer function does it, in one statement: claim the key,
-- lock both accounts in id order, refuse a player's overdraft, move both balances, write both postings.
-- A bet or a win of a random player (bench_players: n, account_id, house_id, user_id, made by the benchmark).
-- pgbench -n -M prepared -D players=<count> -f transfer.sql
\set n random(1, :players)
\set amount random(1, 1000)
\set is_bet random(0, 1)
WITH p AS (
  SELECT CASE WHEN :is_bet = 1 THEN account_id ELSE house_id END AS from_id,
         CASE WHEN :is_bet = 1 THEN house_id ELSE account_id END AS to_id, user_id
  FROM bench_players WHERE n = :n
), claimed AS (
  INSERT INTO ledger_transfers (source, idempotency_key, kind, currency, amount, from_account_id, to_account_id, user_id, metadata)
  SELECT 'pgbench', gen_random_uuid()::text, (CASE WHEN :is_bet = 1 THEN 'bet' ELSE 'win' END)::ledger_transfer_kind, 'EUR',
         :amount, from_id, to_id, user_id, '{}'
  FROM p
  ON CONFLICT (source, idempotency_key) DO NOTHING
  RETURNING id, from_account_id, to_account_id, amount
), locked AS (
  SELECT a.id, a.user_id, a.balance FROM ledger_accounts a, claimed c
  WHERE a.id IN (c.from_account_id, c.to_account_id) ORDER BY a.id FOR NO KEY UPDATE OF a
), allowed AS (
  SELECT c.* FROM claimed c JOIN locked f ON f.id = c.from_account_id WHERE f.user_id IS NULL OR f.balance >= c.amount
), moved AS (
  UPDATE ledger_accounts a SET balance = a.balance + CASE WHEN a.id = t.from_account_id THEN -t.amount ELSE t.amount END
  FROM allowed t WHERE a.id IN (t.from_account_id, t.to_account_id)
  RETURNING a.id, t.id AS transfer_id, CASE WHEN a.id = t.from_account_id THEN -t.amount ELSE t.amount END AS delta
)
INSERT INTO ledger_postings (transfer_id, account_id, amount) SELECT transfer_id, id, delta FROM moved;
