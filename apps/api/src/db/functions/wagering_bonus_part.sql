-- The wagering arithmetic of decision 023 (with wagering_bonus_first_part, wagering_win_bonus_share,
-- wagering_contribution and wagering_maximum_bet), on its own so it is tested apart; all amounts are minor units,
-- every division rounds down (amounts are never negative).
-- The bonus-funded part of a stake when real money goes first: what real money cannot pay.
CREATE OR REPLACE FUNCTION wagering_bonus_part(p_amount numeric, p_real_balance numeric) RETURNS numeric LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN greatest(p_amount - greatest(p_real_balance, 0), 0);
END
$$;
