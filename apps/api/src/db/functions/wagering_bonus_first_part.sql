-- The bonus-funded part of a stake when bonus money goes first: all of it the bonus balance can pay.
CREATE OR REPLACE FUNCTION wagering_bonus_first_part(p_amount numeric, p_bonus_balance numeric) RETURNS numeric LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN least(p_amount, greatest(coalesce(p_bonus_balance, 0), 0));
END
$$;
