-- Gameplay: an aggregator's round as bet history and the winners rails show it (decision 037), kept by the wallet
-- call that moved its money, in the same statement. Its id is the wallet round's key (operator, player, round id)
-- hashed into a UUID (version 8, which RFC 9562 leaves to such ids). The first bet finds the launch by its game
-- session's token and opens the row; later calls add what they staked (a rollback a negative stake) and paid, and a
-- closing call settles it. A round opened by a session no launch of ours issued is not shown.
CREATE OR REPLACE FUNCTION gameplay_aggregator_round(p_operator varchar, p_round varchar, p_token_hash varchar, p_player uuid,
  p_game varchar, p_currency varchar, p_stake numeric, p_win numeric, p_balance numeric, p_is_closing boolean, p_at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid := overlay(overlay(md5(p_operator || '/' || p_player || '/' || p_round) placing '8' from 13) placing '8' from 17)::uuid;
  launch_id bigint;
BEGIN
  UPDATE game_rounds r
  SET stake = greatest(r.stake + p_stake, 0),
    win = r.win + p_win,
    -- Ranked across currencies by its EUR worth at the day's rate, as our own rounds are; none without a rate.
    win_eur_cents = CASE WHEN r.win + p_win = 0 THEN r.win_eur_cents
      WHEN p_currency = 'EUR' THEN r.win + p_win
      WHEN currency_rate_per_eur(p_currency) IS NULL THEN NULL
      ELSE currency_convert_minor(r.win + p_win, p_currency, 'EUR', false) END,
    balance_after = coalesce(p_balance, r.balance_after),
    status = CASE WHEN p_is_closing THEN 'settled' ELSE r.status END,
    settled_at = CASE WHEN p_is_closing THEN coalesce(r.settled_at, p_at) ELSE r.settled_at END
  WHERE r.id = v_id;
  IF FOUND OR p_token_hash IS NULL OR p_stake <= 0 THEN
    RETURN;
  END IF;
  SELECT l.id INTO launch_id FROM game_launches l WHERE l.token_hash = p_token_hash AND l.player_id = p_player;
  IF launch_id IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO game_rounds (id, launch_id, request_id, player_id, game_key, family, currency, is_demo, status, stake, balance_after,
    bet, steps, server_seed_hash, client_seed, nonce, created_at, settled_at)
  VALUES (v_id, launch_id, v_id, p_player, p_game, 'aggregator', p_currency, false, CASE WHEN p_is_closing THEN 'settled' ELSE 'open' END,
    p_stake, p_balance, '{}'::jsonb, '[]'::jsonb, '', '', 0, p_at, CASE WHEN p_is_closing THEN p_at END);
END
$$;
