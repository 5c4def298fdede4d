-- Promotions: advances a locked active grant's wagering by p_amount; once it reaches the requirement the whole
-- bonus balance of the currency turns into real money (key bonus-conversion:<grant id>), the free spins left return
-- to the promotions account (key free-spins-return:<grant id>, decision 025) and the grant completes.
CREATE OR REPLACE FUNCTION promotion_wager(p_grant promotion_grants, p_amount numeric, p_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  wagered_after numeric := p_grant.wagered + p_amount;
  bonus_account bigint;
  real_account bigint;
  bonus_balance numeric;
  free_account bigint;
  free_balance numeric;
  promotions_account bigint;
  t record;
BEGIN
  IF wagered_after < p_grant.wagering_requirement THEN
    IF p_amount > 0 THEN
      UPDATE promotion_grants SET wagered = wagered_after WHERE id = p_grant.id;
    END IF;
    RETURN;
  END IF;
  bonus_account := ledger_player_account_id('player_bonus', p_grant.currency, p_grant.user_id);
  real_account := ledger_player_account_id('player_real', p_grant.currency, p_grant.user_id);
  SELECT a.balance INTO bonus_balance FROM ledger_lock_accounts(ARRAY[bonus_account, real_account]) a WHERE a.account_id = bonus_account;
  IF coalesce(bonus_balance, 0) > 0 THEN
    SELECT * INTO t FROM ledger_transfer('promotions', 'bonus-conversion:' || p_grant.id, 'bonus_conversion', p_grant.currency, bonus_balance,
      bonus_account, real_account, p_grant.user_id, jsonb_build_object('grantId', p_grant.id, 'promotionId', p_grant.promotion_id), p_at);
    IF t.status <> 'moved' THEN
      RAISE EXCEPTION 'Bonus conversion of grant % answered %', p_grant.id, t.status;
    END IF;
  END IF;
  -- Free spins left go back to the promotions account (decision 025), as they do on expiry and forfeit.
  free_account := ledger_player_account_id('player_free_spin', p_grant.currency, p_grant.user_id);
  SELECT a.balance INTO free_balance FROM ledger_lock_accounts(ARRAY[free_account]) a;
  IF coalesce(free_balance, 0) > 0 THEN
    -- A house-side account matches on any shard (ledger_same_accounts): the promotions row of the currency with the lowest shard.
    SELECT la.id INTO promotions_account FROM ledger_accounts la
    WHERE la.kind = 'promotions' AND la.currency = p_grant.currency AND la.user_id IS NULL ORDER BY la.shard LIMIT 1;
    IF promotions_account IS NULL THEN
      RAISE EXCEPTION 'No promotions account in % to return the free spins of grant %', p_grant.currency, p_grant.id;
    END IF;
    SELECT * INTO t FROM ledger_transfer('promotions', 'free-spins-return:' || p_grant.id, 'bonus_forfeit', p_grant.currency, free_balance,
      free_account, promotions_account, p_grant.user_id, jsonb_build_object('grantId', p_grant.id, 'promotionId', p_grant.promotion_id), p_at);
    IF t.status <> 'moved' THEN
      RAISE EXCEPTION 'Free spins return of grant % answered %', p_grant.id, t.status;
    END IF;
  END IF;
  UPDATE promotion_grants SET wagered = wagered_after, status = 'completed' WHERE id = p_grant.id;
END
$$;
