-- What a stake's bonus part adds to the wagering counter at the game's contribution percent.
CREATE OR REPLACE FUNCTION wagering_contribution(p_bonus_part numeric, p_percent integer) RETURNS numeric LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN div(p_bonus_part * coalesce(p_percent, 0), 100);
END
$$;
