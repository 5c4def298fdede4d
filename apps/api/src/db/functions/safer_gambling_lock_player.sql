-- Responsible gaming: the player's safer-gambling lock, held until the transaction ends. Every check of a player's
-- limits and the money movement it guards take it first (a bet in wallet_api_call, a deposit, a limit change), so two
-- racing bets, in one currency or two, are counted one after the other and can never pass a limit together. Taken
-- before any ledger account is locked.
CREATE OR REPLACE FUNCTION safer_gambling_lock_player(p_user uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('safer-gambling:' || p_user::text, 0));
END
$$;
