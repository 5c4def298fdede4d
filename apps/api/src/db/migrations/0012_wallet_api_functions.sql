-- The seamless-wallet API's bet, win and rollback in one call each (docs/decisions/017-wallet-api-calls-in-one-statement.md).
-- Each module keeps its own tables: the responsible-gaming module answers is_self_excluded, the ledger its
-- account ids, a player's balance and whether a replay names the same accounts, and the wallet API's
-- functions call them and ledger_transfer (0011).

-- Responsible gaming: whether the person behind the account is self-excluded at p_at, as
-- findActiveSelfExclusion decides it (decision 006). The person's accounts: this one, and every account with
-- the same canonical e-mail, or the same full name (any letter case) and date of birth once it is known. In
-- force: any of their exclusions without an end, or the latest end still ahead.
-- plpgsql rather than sql here and below: it keeps its query plans between calls, where a sql function that is
-- not inlined plans its query on every call.
CREATE FUNCTION is_self_excluded(p_user uuid, p_at timestamptz) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(bool_or(e.ends_at IS NULL) OR max(e.ends_at) > p_at, false)
    FROM self_exclusions e
    WHERE e.user_id IN (
      SELECT p_user
      UNION ALL
      SELECT other.user_id
      FROM player_identities me
      JOIN player_identities other ON other.email_key = me.email_key
        OR (me.date_of_birth IS NOT NULL AND other.date_of_birth = me.date_of_birth AND lower(other.full_name) = lower(me.full_name))
      WHERE me.user_id = p_user
    )
  );
END
$$;
--> statement-breakpoint
-- Ledger: the id of a player's account, or of a house-side shard's, or null when it does not exist yet.
CREATE FUNCTION ledger_player_account_id(p_kind ledger_account_kind, p_currency varchar, p_user uuid) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT a.id FROM ledger_accounts a WHERE a.kind = p_kind AND a.currency = p_currency AND a.user_id = p_user AND a.shard = 0);
END
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_house_account_id(p_kind ledger_account_kind, p_currency varchar, p_shard integer) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT a.id FROM ledger_accounts a WHERE a.kind = p_kind AND a.currency = p_currency AND a.user_id IS NULL AND a.shard = p_shard);
END
$$;
--> statement-breakpoint
-- Ledger: the player's real money in a currency, as listPlayerBalances shows it: null without any account in
-- that currency, 0 with accounts but no real-money one.
CREATE FUNCTION ledger_real_balance(p_user uuid, p_currency varchar) RETURNS numeric LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT CASE WHEN count(*) = 0 THEN NULL ELSE coalesce(max(a.balance) FILTER (WHERE a.kind = 'player_real'), 0) END
    FROM ledger_accounts a
    WHERE a.kind IN ('player_real', 'player_bonus', 'player_free_spin', 'player_held') AND a.currency = p_currency AND a.user_id = p_user
  );
END
$$;
--> statement-breakpoint
-- Ledger: whether a replayed transfer names the same accounts as the stored one (isSameAccounts in ledger.ts):
-- the same ids, or the same kind, currency and owner, so a house-side account matches on any shard.
CREATE FUNCTION ledger_same_accounts(p_stored_from bigint, p_stored_to bigint, p_from bigint, p_to bigint) RETURNS boolean
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
--> statement-breakpoint
-- One wallet API movement through ledger_transfer, as a wallet status: OK with the transfer (a replay of the
-- ledger key with the same details and accounts, a house-side account matching on any shard, is the first
-- transfer), NOT_ENOUGH_MONEY, LIMIT_REACHED. A key reused with other details raises: the caller's call fails.
CREATE FUNCTION wallet_api_transfer(
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
--> statement-breakpoint
-- A bet, win or rollback of the seamless-wallet API (decisions 009 and 010), exactly once per operator and
-- uuid, in one statement: on its own it is its own transaction, inside a caller's it commits with it.
--   NO_HOUSE_ACCOUNT  nothing written: the player holds money in the currency but the house shard's account
--                     does not exist yet; the caller has the ledger create it and calls again.
--   otherwise         the wallet status, the player's real balance after (null without a wallet in the
--                     currency) and the call's transaction id when OK; the stored answer for a replay.
-- Locks in one order, as every call takes them: the round, transaction rows (its own uuid, then the bet it
-- names), the game session, and the ledger's accounts last (in id order, inside ledger_transfer).
CREATE FUNCTION wallet_api_call(
  p_type game_wallet_transaction_type, p_operator varchar, p_uuid varchar, p_player uuid, p_currency varchar,
  p_game varchar, p_round varchar, p_round_closed boolean, p_amount numeric, p_reference varchar,
  p_token_hash varchar, p_extend_after_ms integer, p_house_shard integer,
  p_ledger_source varchar, p_ledger_key varchar, p_metadata jsonb, p_at timestamptz
) RETURNS TABLE (status text, balance numeric, transaction_id bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  player_account bigint;
  house_account bigint;
  round_closed_at timestamptz;
  claimed_id bigint;
  tombstone_id bigint;
  mine game_wallet_transactions;
  bet game_wallet_transactions;
  game_session game_wallet_sessions;
  extended timestamptz;
  answer text;
  moved record;
  transfer bigint;
  balance_after numeric;
BEGIN
  -- Read before anything is written, so a missing house account costs the caller one more call and nothing else.
  -- A player without a real-money account has nothing to bet, and no bet of theirs took money to win or refund.
  player_account := ledger_player_account_id('player_real', p_currency, p_player);
  IF player_account IS NOT NULL THEN
    house_account := ledger_house_account_id('house', p_currency, p_house_shard);
    IF house_account IS NULL THEN
      RETURN QUERY SELECT 'NO_HOUSE_ACCOUNT'::text, NULL::numeric, NULL::bigint;
      RETURN;
    END IF;
  END IF;

  -- The round, created open when new, locked until the transaction ends: calls on one round queue here, and no
  -- end-round slips between a bet's check and its debit.
  INSERT INTO game_wallet_rounds AS r (operator_id, player_id, round_id, game_code, currency, created_at)
  VALUES (p_operator, p_player, p_round, p_game, p_currency, p_at)
  ON CONFLICT (operator_id, player_id, round_id) DO UPDATE SET closed_at = r.closed_at
  RETURNING r.closed_at INTO round_closed_at;

  -- The uuid: a concurrent call with the same one waits here until this transaction ends, then finds it taken.
  INSERT INTO game_wallet_transactions (operator_id, transaction_uuid, type, player_id, currency, amount, round_id,
    reference_transaction_uuid, game_code, status, created_at)
  VALUES (p_operator, p_uuid, p_type, p_player, p_currency, p_amount, p_round, p_reference, p_game, 'UNKNOWN', p_at)
  ON CONFLICT (operator_id, transaction_uuid) DO NOTHING
  RETURNING id INTO claimed_id;

  IF claimed_id IS NULL THEN
    -- A replay: the stored answer for the same fingerprint, DUPLICATE_TRANSACTION for any other.
    SELECT * INTO mine FROM game_wallet_transactions WHERE operator_id = p_operator AND transaction_uuid = p_uuid FOR UPDATE;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'Wallet transaction %/% vanished', p_operator, p_uuid;
    END IF;
    -- The first arrival of a bet its rollback beat: it completes the tombstone's fingerprint with its amount.
    IF mine.is_tombstone AND mine.amount IS NULL AND p_amount IS NOT NULL AND mine.type = p_type AND mine.player_id = p_player
      AND mine.currency = p_currency AND mine.round_id = p_round AND mine.reference_transaction_uuid IS NOT DISTINCT FROM p_reference
      AND mine.game_code = p_game THEN
      UPDATE game_wallet_transactions SET amount = p_amount WHERE id = mine.id AND amount IS NULL;
      mine.amount := p_amount;
    END IF;
    IF mine.type = p_type AND mine.player_id = p_player AND mine.currency = p_currency AND mine.amount IS NOT DISTINCT FROM p_amount
      AND mine.round_id = p_round AND mine.reference_transaction_uuid IS NOT DISTINCT FROM p_reference AND mine.game_code = p_game THEN
      RETURN QUERY SELECT mine.status::text, mine.balance, CASE WHEN mine.status = 'OK' THEN mine.id END;
    ELSE
      RETURN QUERY SELECT 'DUPLICATE_TRANSACTION'::text, ledger_real_balance(p_player, p_currency), NULL::bigint;
    END IF;
    RETURN;
  END IF;

  IF p_type = 'bet' THEN
    -- A live session for this player, game and currency; its idle expiry moves once it has fallen behind enough.
    SELECT * INTO game_session FROM game_wallet_sessions WHERE token_hash = p_token_hash;
    IF NOT FOUND OR game_session.operator_id <> p_operator OR game_session.player_id <> p_player THEN
      answer := 'INVALID_TOKEN';
    ELSIF game_session.expires_at <= p_at THEN
      answer := 'TOKEN_EXPIRED';
    ELSIF game_session.game_code <> p_game THEN
      answer := 'INVALID_GAME';
    ELSIF game_session.currency <> p_currency THEN
      answer := 'WRONG_CURRENCY';
    ELSE
      extended := p_at + game_session.idle_ms * interval '1 millisecond';
      IF extended - game_session.expires_at > p_extend_after_ms * interval '1 millisecond' THEN
        UPDATE game_wallet_sessions SET expires_at = extended WHERE token_hash = p_token_hash AND expires_at < extended;
      END IF;
      IF p_amount = 0 THEN
        answer := 'BET_NOT_ALLOWED';
      ELSIF is_self_excluded(p_player, p_at) THEN
        answer := 'USER_DISABLED';
      ELSIF round_closed_at IS NOT NULL THEN
        answer := 'ROUND_CLOSED';
      ELSIF player_account IS NULL THEN
        -- No wallet in this currency: refused, and none is opened.
        answer := 'NOT_ENOUGH_MONEY';
      ELSE
        SELECT * INTO moved FROM wallet_api_transfer(p_ledger_source, p_ledger_key, 'bet', p_currency, p_amount, player_account, house_account,
          p_player, p_metadata, p_at);
        answer := moved.status;
        transfer := moved.transfer_id;
      END IF;
    END IF;
  ELSE
    IF p_type = 'rollback' THEN
      -- A bet not seen yet gets a tombstone under its uuid: when it comes it is refused and debits nothing.
      INSERT INTO game_wallet_transactions (operator_id, transaction_uuid, type, player_id, currency, amount, round_id,
        reference_transaction_uuid, game_code, is_tombstone, status, balance, created_at)
      VALUES (p_operator, p_reference, 'bet', p_player, p_currency, NULL, p_round, NULL, p_game, true, 'TRANSACTION_ROLLED_BACK',
        ledger_real_balance(p_player, p_currency), p_at)
      ON CONFLICT (operator_id, transaction_uuid) DO NOTHING
      RETURNING id INTO tombstone_id;
    END IF;
    IF tombstone_id IS NOT NULL THEN
      answer := 'OK';
    ELSE
      -- The bet this call names, locked: it must not change until this transaction ends.
      SELECT * INTO bet FROM game_wallet_transactions WHERE operator_id = p_operator AND transaction_uuid = p_reference FOR UPDATE;
      IF NOT FOUND OR bet.type <> 'bet' OR bet.player_id <> p_player OR bet.round_id <> p_round THEN
        answer := 'TRANSACTION_DOES_NOT_EXIST';
      ELSIF bet.currency <> p_currency THEN
        answer := 'WRONG_CURRENCY';
      ELSIF bet.game_code <> p_game THEN
        answer := 'INVALID_GAME';
      ELSIF p_type = 'win' THEN
        -- Paid on a bet that took money and was not rolled back; a win of 0 settles it without a movement.
        IF bet.is_tombstone OR bet.rolled_back_at IS NOT NULL THEN
          answer := 'TRANSACTION_ROLLED_BACK';
        ELSIF bet.status <> 'OK' THEN
          answer := 'TRANSACTION_DOES_NOT_EXIST';
        ELSE
          answer := 'OK';
          IF p_amount > 0 THEN
            IF player_account IS NULL THEN
              -- Looked up before the player's first deposit committed: the bet has taken money since.
              player_account := ledger_player_account_id('player_real', p_currency, p_player);
              house_account := ledger_house_account_id('house', p_currency, p_house_shard);
              IF player_account IS NULL OR house_account IS NULL THEN
                RAISE EXCEPTION 'Ledger accounts of %/% not found; the call may be retried', p_operator, p_uuid;
              END IF;
            END IF;
            SELECT * INTO moved FROM wallet_api_transfer(p_ledger_source, p_ledger_key, 'win', p_currency, p_amount, house_account, player_account,
              p_player, p_metadata, p_at);
            answer := moved.status;
            transfer := moved.transfer_id;
          END IF;
          IF answer = 'OK' AND bet.settled_at IS NULL THEN
            UPDATE game_wallet_transactions SET settled_at = p_at WHERE id = bet.id;
          END IF;
        END IF;
      ELSIF bet.settled_at IS NOT NULL THEN
        answer := 'TRANSACTION_ALREADY_SETTLED';
      ELSIF bet.is_tombstone OR bet.rolled_back_at IS NOT NULL OR bet.status <> 'OK' OR coalesce(bet.amount, 0) = 0 THEN
        -- Rolled back already, or the bet took nothing: nothing to give back.
        answer := 'OK';
      ELSE
        -- Exactly what the bet took, whatever amount the rollback carries.
        IF player_account IS NULL THEN
          player_account := ledger_player_account_id('player_real', p_currency, p_player);
          house_account := ledger_house_account_id('house', p_currency, p_house_shard);
          IF player_account IS NULL OR house_account IS NULL THEN
            RAISE EXCEPTION 'Ledger accounts of %/% not found; the call may be retried', p_operator, p_uuid;
          END IF;
        END IF;
        SELECT * INTO moved FROM wallet_api_transfer(p_ledger_source, p_ledger_key, 'rollback', p_currency, bet.amount, house_account, player_account,
          p_player, p_metadata, p_at);
        answer := moved.status;
        transfer := moved.transfer_id;
        IF answer = 'OK' THEN
          UPDATE game_wallet_transactions SET rolled_back_at = p_at WHERE id = bet.id;
        END IF;
      END IF;
    END IF;
  END IF;

  IF answer = 'OK' AND p_round_closed THEN
    UPDATE game_wallet_rounds SET closed_at = coalesce(closed_at, p_at)
    WHERE operator_id = p_operator AND player_id = p_player AND round_id = p_round;
  END IF;
  balance_after := ledger_real_balance(p_player, p_currency);
  UPDATE game_wallet_transactions SET status = answer, balance = balance_after, ledger_transfer_id = transfer WHERE id = claimed_id;
  RETURN QUERY SELECT answer, balance_after, CASE WHEN answer = 'OK' THEN claimed_id END;
END
$$;
