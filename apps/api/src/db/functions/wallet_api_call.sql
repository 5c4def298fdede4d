-- A bet, win or rollback of the seamless-wallet API (decisions 009, 010 and 017), exactly once per operator and
-- uuid, in one statement: on its own it is its own transaction, inside a caller's it commits with it.
--   NO_HOUSE_ACCOUNT  nothing written: the player holds money in the currency but the house shard's account
--                     does not exist yet; the caller has the ledger create it and calls again.
--   otherwise         the wallet status, the player's balance after (real plus bonus money; null without a wallet
--                     in the currency) and the call's transaction id when OK; the stored answer for a replay.
-- The wagering rules of decision 023: a bet takes real money first (or bonus money first with bonusFirst) and the
-- rest from the other money, refused with BET_NOT_ALLOWED when the round's stakes would pass the maximum bet while
-- the player has an active bonus in the currency (maxBetEurCents converted down at the stored rate to
-- currencyDecimals), and advances the bonus's wagering by its bonus part × contributionPercent. A win pays
-- floor(win × the round's bonus stakes ÷ the round's stakes) as bonus money while the bonus the round was staked
-- from is active, as real money once it completed, and not at all once it was forfeited or expired (forfeited_part);
-- the rest as real money. A rollback gives each part back where it came from, by the same rule.
-- Free bets (decision 025, isFree): the stake comes from the player's free spins only, no maximum bet, no wagering;
-- the win goes whole to bonus money while a bonus is active and adds win × the grant's multiple (else freeWinMultiplier) to its requirement,
-- or, with holdNoDepositWins and a no-deposit bonus, is held on the grant (held_winnings) and moves no money until
-- the promotions module releases it; a rollback gives the stake back to the free spins.
-- Safer gambling (responsible-gaming/bet-limits.ts): a bet that would pass one of the player's loss, wager or session
-- limits (safer_gambling_bet_refusal) is LIMIT_REACHED and moves nothing; a free bet counts as nothing against the money
-- limits. A bet while a reality check waits for the player's answer (safer_gambling_reality_check_due, with the
-- profiles' default intervals in realityCheckDefaults) is LIMIT_REACHED too.
-- Wins and rollbacks are never refused. A LIMIT_REACHED on a win still means a balance numeric(38,0) cannot hold.
-- Locks in one order: the round, transaction rows (its own uuid, then the bet it names), the game session, a bet's
-- safer-gambling player lock (safer_gambling_lock_player: a player's bets in every currency queue there, so their limit
-- checks see each other's stakes), the player's active bonus, and the ledger's accounts last (in id order).
--
-- One jsonb argument, the call as WalletCallParams in game-wallet/repo.ts names its fields: a field more or less
-- changes this file and its caller only, where positional parameters changed the signature, which CREATE OR REPLACE
-- cannot, and a composite type would be one more object that only a migration can change.
CREATE OR REPLACE FUNCTION wallet_api_call(p_call jsonb)
RETURNS TABLE (status text, balance numeric, transaction_id bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  -- The call's fields, read once.
  p_type game_wallet_transaction_type := (p_call ->> 'type')::game_wallet_transaction_type;
  p_operator varchar := p_call ->> 'operatorId';
  p_uuid varchar := p_call ->> 'transactionUuid';
  p_player uuid := (p_call ->> 'playerId')::uuid;
  p_currency varchar := p_call ->> 'currency';
  p_game varchar := p_call ->> 'gameCode';
  p_round varchar := p_call ->> 'roundId';
  p_round_closed boolean := (p_call ->> 'isRoundClosing')::boolean;
  p_amount numeric := (p_call ->> 'amount')::numeric;
  p_reference varchar := p_call ->> 'referenceTransactionUuid';
  p_token_hash varchar := p_call ->> 'tokenHash';
  p_extend_after_ms integer := (p_call ->> 'extendAfterMs')::integer;
  p_house_shard integer := (p_call ->> 'houseShard')::integer;
  p_ledger_source varchar := p_call ->> 'ledgerSource';
  p_ledger_key varchar := p_call ->> 'ledgerKey';
  p_metadata jsonb := p_call -> 'metadata';
  p_at timestamptz := (p_call ->> 'at')::timestamptz;
  p_max_bet_eur_cents numeric := (p_call ->> 'maximumBetEurCents')::numeric;
  p_contribution_percent integer := (p_call ->> 'contributionPercent')::integer;
  p_currency_decimals integer := (p_call ->> 'currencyDecimals')::integer;
  p_is_free boolean := (p_call ->> 'isFree')::boolean;
  p_free_win_multiplier integer := (p_call ->> 'freeWinMultiplier')::integer;
  p_hold_no_deposit_wins boolean := (p_call ->> 'holdNoDepositWins')::boolean;
  p_bonus_first boolean := (p_call ->> 'isBonusFirst')::boolean;
  -- Its working state.
  player_account bigint;
  bonus_account bigint;
  free_account bigint;
  free_balance numeric;
  is_held boolean := false;
  house_account bigint;
  round_row game_wallet_rounds;
  claimed_id bigint;
  tombstone_id bigint;
  mine game_wallet_transactions;
  bet game_wallet_transactions;
  game_session game_wallet_sessions;
  grant_row promotion_grants;
  extended timestamptz;
  answer text;
  moved record;
  transfer bigint;
  balance_after numeric;
  rate numeric;
  real_balance numeric;
  bonus_balance numeric;
  v_real numeric := 0;
  v_bonus numeric := 0;
  round_staked numeric := 0;
  round_bonus_staked numeric := 0;
  v_forfeited numeric := 0;
  funding promotion_grant_status;
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
  RETURNING r.* INTO round_row;

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
      RETURN QUERY SELECT 'DUPLICATE_TRANSACTION'::text, ledger_playable_balance(p_player, p_currency), NULL::bigint;
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
      PERFORM safer_gambling_lock_player(p_player);
      IF p_amount = 0 THEN
        answer := 'BET_NOT_ALLOWED';
      ELSIF is_self_excluded(p_player, p_at) THEN
        answer := 'USER_DISABLED';
      ELSIF round_row.closed_at IS NOT NULL THEN
        answer := 'ROUND_CLOSED';
      ELSIF player_account IS NULL THEN
        -- No wallet in this currency: refused, and none is opened.
        answer := 'NOT_ENOUGH_MONEY';
      ELSIF safer_gambling_bet_refusal(p_player, p_currency, CASE WHEN p_is_free THEN 0 ELSE p_amount END, p_at) IS NOT NULL THEN
        answer := 'LIMIT_REACHED';
      ELSIF safer_gambling_reality_check_due(p_player, p_call -> 'realityCheckDefaults', p_at) IS NOT NULL THEN
        -- A reality check waits for the player's answer: no bet, a free one included, until they answer it.
        answer := 'LIMIT_REACHED';
      ELSIF p_is_free THEN
        -- A free bet: from the free spins alone, whatever the real and bonus balances; not wagering.
        free_account := ledger_player_account_id('player_free_spin', p_currency, p_player);
        SELECT max(a.balance) FILTER (WHERE a.account_id = free_account) INTO free_balance
        FROM ledger_lock_accounts(ARRAY[free_account, house_account]) a;
        IF free_account IS NULL OR coalesce(free_balance, 0) < p_amount THEN
          answer := 'NOT_ENOUGH_MONEY';
        ELSE
          SELECT * INTO moved FROM wallet_api_transfer(p_ledger_source, p_ledger_key, 'bet', p_currency, p_amount, free_account, house_account,
            p_player, p_metadata, p_at);
          answer := moved.status;
          transfer := moved.transfer_id;
        END IF;
      ELSE
        grant_row := promotion_active_grant(p_player, p_currency);
        IF grant_row.id IS NOT NULL AND p_max_bet_eur_cents IS NOT NULL THEN
          rate := CASE WHEN p_currency = 'EUR' THEN 1 ELSE currency_rate_per_eur(p_currency) END;
          IF rate IS NULL THEN
            RAISE EXCEPTION 'No rate for % to check the maximum bet', p_currency;
          END IF;
          -- Rounded down, as convertFromEurFloor does: the maximum is never more than its EUR worth. It holds for the
          -- whole round: a double, a split or any raise adds to what the round has staked already.
          IF round_row.staked + p_amount > wagering_maximum_bet(p_max_bet_eur_cents, rate, p_currency_decimals) THEN
            answer := 'BET_NOT_ALLOWED';
          END IF;
        END IF;
        IF answer IS NULL THEN
          -- In the operator's order (real money first unless p_bonus_first), the rest from the other money: the player's
          -- accounts and the house's locked in id order, then split.
          bonus_account := ledger_player_account_id('player_bonus', p_currency, p_player);
          SELECT max(a.balance) FILTER (WHERE a.account_id = player_account), max(a.balance) FILTER (WHERE a.account_id = bonus_account)
          INTO real_balance, bonus_balance
          FROM ledger_lock_accounts(ARRAY[player_account, bonus_account, house_account]) a;
          v_bonus := CASE WHEN p_bonus_first THEN wagering_bonus_first_part(p_amount, bonus_balance)
            ELSE wagering_bonus_part(p_amount, real_balance) END;
          v_real := p_amount - v_bonus;
          IF v_bonus > coalesce(bonus_balance, 0) OR v_real > coalesce(real_balance, 0) THEN
            answer := 'NOT_ENOUGH_MONEY';
          ELSIF v_bonus > 0 AND round_row.bonus_grant_id IS NOT NULL AND round_row.bonus_grant_id IS DISTINCT FROM grant_row.id THEN
            -- The round's bonus stakes came from a bonus that has ended since: another bonus's money may not join them,
            -- or the ended bonus's share of the win would follow the new one.
            answer := 'BET_NOT_ALLOWED';
          ELSE
            answer := 'OK';
            IF v_real > 0 THEN
              SELECT * INTO moved FROM wallet_api_transfer(p_ledger_source, p_ledger_key, 'bet', p_currency, v_real, player_account, house_account,
                p_player, p_metadata, p_at);
              answer := moved.status;
              transfer := moved.transfer_id;
            END IF;
            IF answer = 'OK' AND v_bonus > 0 THEN
              SELECT * INTO moved FROM wallet_api_transfer(p_ledger_source, p_ledger_key || ':bonus', 'bet', p_currency, v_bonus, bonus_account,
                house_account, p_player, p_metadata, p_at);
              IF moved.status <> 'OK' THEN
                -- Cannot happen after the locked check, but the real part must not stay taken alone.
                RAISE EXCEPTION 'Bonus part of wallet bet %/% answered %', p_operator, p_uuid, moved.status;
              END IF;
              transfer := coalesce(transfer, moved.transfer_id);
            END IF;
            IF answer = 'OK' THEN
              round_staked := p_amount;
              round_bonus_staked := v_bonus;
              IF grant_row.id IS NOT NULL AND v_bonus > 0 THEN
                PERFORM promotion_wager(grant_row, wagering_contribution(v_bonus, p_contribution_percent), p_at);
              END IF;
            END IF;
          END IF;
        END IF;
      END IF;
    END IF;
  ELSE
    IF p_type = 'rollback' THEN
      -- A bet not seen yet gets a tombstone under its uuid: when it comes it is refused and debits nothing.
      INSERT INTO game_wallet_transactions (operator_id, transaction_uuid, type, player_id, currency, amount, round_id,
        reference_transaction_uuid, game_code, is_tombstone, status, balance, created_at)
      VALUES (p_operator, p_reference, 'bet', p_player, p_currency, NULL, p_round, NULL, p_game, true, 'TRANSACTION_ROLLED_BACK',
        ledger_playable_balance(p_player, p_currency), p_at)
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
            IF bet.is_free THEN
              -- A free round's win is bonus money with its own wagering while a bonus is active; real money otherwise.
              grant_row := promotion_active_grant(p_player, p_currency);
              IF grant_row.id IS NOT NULL AND p_hold_no_deposit_wins AND grant_row.source = 'no_deposit' THEN
                -- Held until the player's qualifying deposit: recorded on the grant, no money moves now.
                is_held := true;
                UPDATE promotion_grants SET held_winnings = held_winnings + p_amount WHERE id = grant_row.id;
              ELSIF grant_row.id IS NOT NULL THEN
                v_bonus := p_amount;
                -- At the grant's own multiple where it recorded one (a market's cap applied), else the file's.
                UPDATE promotion_grants
                SET wagering_requirement = wagering_requirement + p_amount * greatest(coalesce(grant_row.wagering_multiple, p_free_win_multiplier), 0)
                WHERE id = grant_row.id;
              END IF;
            -- The bonus share follows the round's bets together (a raise may have spent bonus money the opening bet did not),
            -- and the bonus they were staked from: bonus money while it is active, real money once it completed, and not
            -- paid once it was forfeited or expired (the rest of that bonus went back to the promotions account then).
            ELSIF round_row.bonus_staked > 0 AND round_row.staked > 0 THEN
              funding := promotion_grant_status_locked(round_row.bonus_grant_id);
              IF funding = 'active' THEN
                v_bonus := wagering_win_bonus_share(p_amount, round_row.bonus_staked, round_row.staked);
              ELSIF funding IS DISTINCT FROM 'completed' THEN
                v_forfeited := wagering_win_bonus_share(p_amount, round_row.bonus_staked, round_row.staked);
              END IF;
            END IF;
            v_real := CASE WHEN is_held THEN 0 ELSE p_amount - v_bonus - v_forfeited END;
            IF v_bonus > 0 THEN
              bonus_account := ledger_player_account_id('player_bonus', p_currency, p_player);
              PERFORM 1 FROM ledger_lock_accounts(ARRAY[player_account, bonus_account, house_account]);
            END IF;
            IF v_real > 0 THEN
              SELECT * INTO moved FROM wallet_api_transfer(p_ledger_source, p_ledger_key, 'win', p_currency, v_real, house_account, player_account,
                p_player, p_metadata, p_at);
              answer := moved.status;
              transfer := moved.transfer_id;
            END IF;
            IF answer = 'OK' AND v_bonus > 0 THEN
              SELECT * INTO moved FROM wallet_api_transfer(p_ledger_source, p_ledger_key || ':bonus', 'win', p_currency, v_bonus, house_account,
                bonus_account, p_player, p_metadata, p_at);
              IF moved.status <> 'OK' AND v_real > 0 THEN
                RAISE EXCEPTION 'Bonus part of wallet win %/% answered %', p_operator, p_uuid, moved.status;
              END IF;
              answer := moved.status;
              transfer := coalesce(transfer, moved.transfer_id);
            END IF;
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
        -- Exactly what the bet took, each part to where it came from; the bonus part as a win's bonus share goes (above).
        IF player_account IS NULL THEN
          player_account := ledger_player_account_id('player_real', p_currency, p_player);
          house_account := ledger_house_account_id('house', p_currency, p_house_shard);
          IF player_account IS NULL OR house_account IS NULL THEN
            RAISE EXCEPTION 'Ledger accounts of %/% not found; the call may be retried', p_operator, p_uuid;
          END IF;
        END IF;
        IF bet.is_free THEN
          -- A free bet's stake goes back to the free spins it came from.
          free_account := ledger_player_account_id('player_free_spin', p_currency, p_player);
          PERFORM 1 FROM ledger_lock_accounts(ARRAY[free_account, house_account]);
          SELECT * INTO moved FROM wallet_api_transfer(p_ledger_source, p_ledger_key, 'rollback', p_currency, bet.amount, house_account, free_account,
            p_player, p_metadata, p_at);
          IF moved.status <> 'OK' THEN
            RAISE EXCEPTION 'Free bet rollback %/% answered %', p_operator, p_uuid, moved.status;
          END IF;
          UPDATE game_wallet_transactions SET rolled_back_at = p_at WHERE id = bet.id;
          answer := 'OK';
          transfer := moved.transfer_id;
        ELSE
        IF bet.bonus_part > 0 THEN
          funding := promotion_grant_status_locked(round_row.bonus_grant_id);
          IF funding = 'active' THEN
            v_bonus := bet.bonus_part;
          ELSIF funding IS DISTINCT FROM 'completed' THEN
            v_forfeited := bet.bonus_part;
          END IF;
        END IF;
        v_real := bet.amount - v_bonus - v_forfeited;
        IF v_bonus > 0 THEN
          bonus_account := ledger_player_account_id('player_bonus', p_currency, p_player);
          PERFORM 1 FROM ledger_lock_accounts(ARRAY[player_account, bonus_account, house_account]);
        END IF;
        answer := 'OK';
        IF v_real > 0 THEN
          SELECT * INTO moved FROM wallet_api_transfer(p_ledger_source, p_ledger_key, 'rollback', p_currency, v_real, house_account, player_account,
            p_player, p_metadata, p_at);
          answer := moved.status;
          transfer := moved.transfer_id;
        END IF;
        IF answer = 'OK' AND v_bonus > 0 THEN
          SELECT * INTO moved FROM wallet_api_transfer(p_ledger_source, p_ledger_key || ':bonus', 'rollback', p_currency, v_bonus, house_account,
            bonus_account, p_player, p_metadata, p_at);
          IF moved.status <> 'OK' AND v_real > 0 THEN
            RAISE EXCEPTION 'Bonus part of wallet rollback %/% answered %', p_operator, p_uuid, moved.status;
          END IF;
          answer := moved.status;
          transfer := coalesce(transfer, moved.transfer_id);
        END IF;
        IF answer = 'OK' THEN
          UPDATE game_wallet_transactions SET rolled_back_at = p_at WHERE id = bet.id;
          round_staked := -bet.amount;
          round_bonus_staked := -bet.bonus_part;
        END IF;
        END IF;
      END IF;
    END IF;
  END IF;

  IF answer = 'OK' AND (p_round_closed OR round_staked <> 0 OR round_bonus_staked <> 0) THEN
    UPDATE game_wallet_rounds
    SET closed_at = CASE WHEN p_round_closed THEN coalesce(closed_at, p_at) ELSE closed_at END,
      staked = greatest(staked + round_staked, 0),
      bonus_staked = least(greatest(bonus_staked + round_bonus_staked, 0), greatest(staked + round_staked, 0)),
      bonus_grant_id = CASE WHEN p_type = 'bet' AND round_bonus_staked > 0 THEN grant_row.id ELSE bonus_grant_id END
    WHERE operator_id = p_operator AND player_id = p_player AND round_id = p_round;
  END IF;
  balance_after := ledger_playable_balance(p_player, p_currency);
  IF answer = 'OK' AND (p_call ->> 'isAggregator')::boolean THEN
    -- An aggregator's round in bet history and the winners rails, as ours are (decision 037): what it staked, net of
    -- a rollback that gave money back, and what its wins paid.
    PERFORM gameplay_aggregator_round(p_operator, p_round, p_token_hash, p_player, p_game, p_currency, CASE WHEN p_type = 'bet' THEN p_amount WHEN p_type = 'rollback' AND transfer IS NOT NULL THEN -bet.amount ELSE 0 END,
      CASE WHEN p_type = 'win' THEN v_real + v_bonus ELSE 0 END, balance_after, p_round_closed, p_at);
  END IF;
  UPDATE game_wallet_transactions SET status = answer, balance = balance_after, ledger_transfer_id = transfer,
    bonus_part = CASE WHEN answer = 'OK' THEN v_bonus ELSE 0 END,
    forfeited_part = CASE WHEN answer = 'OK' THEN v_forfeited ELSE 0 END,
    is_free = (p_type = 'bet' AND p_is_free)
  WHERE id = claimed_id;
  RETURN QUERY SELECT answer, balance_after, CASE WHEN answer = 'OK' THEN claimed_id END;
END
$$;
