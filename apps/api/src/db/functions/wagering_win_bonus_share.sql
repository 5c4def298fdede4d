-- The bonus share of a win: in the proportion the round's stakes were bonus money; the rounding cent goes to real money.
CREATE OR REPLACE FUNCTION wagering_win_bonus_share(p_win numeric, p_bonus_staked numeric, p_staked numeric) RETURNS numeric
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF p_staked <= 0 OR p_bonus_staked <= 0 THEN
    RETURN 0;
  END IF;
  RETURN div(p_win * least(p_bonus_staked, p_staked), p_staked);
END
$$;
