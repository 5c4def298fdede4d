-- A bet round by hand: the stake taken and the win paid, two transfers as transfer.sql does them, in one
-- transaction (as a game round's request runs them). Same bench_players table as transfer.sql. The round's
-- statements go in one pipeline: one round trip, as the API's single call does.
-- pgbench -n -M prepared -D players=<count> -f bet-round.sql
\set n random(1, :players)
\set stake random(1, 1000)
\set prize random(1, 2000)
\startpipeline
BEGIN;
WITH p AS (
  SELECT account_id AS from_id, house_id AS to_id, user_id FROM bench_players WHERE n = :n
), claimed AS (
  INSERT INTO ledger_transfers (source, idempotency_key, kind, currency, amount, from_account_id, to_account_id, user_id, metadata)
  SELECT 'pgbench', gen_random_uuid()::text, 'bet', 'EUR',
         :stake, from_id, to_id, user_id, '{}'
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
WITH p AS (
  SELECT house_id AS from_id, account_id AS to_id, user_id FROM bench_players WHERE n = :n
), claimed AS (
  INSERT INTO ledger_transfers (source, idempotency_key, kind, currency, amount, from_account_id, to_account_id, user_id, metadata)
  SELECT 'pgbench', gen_random_uuid()::text, 'win', 'EUR',
         :prize, from_id, to_id, user_id, '{}'
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
COMMIT;
\endpipeline
