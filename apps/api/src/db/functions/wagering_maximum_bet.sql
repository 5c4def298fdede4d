-- The maximum bet in a currency: EUR cents at the rate (units per EUR) to minor units, rounded down as convertFromEurFloor.
CREATE OR REPLACE FUNCTION wagering_maximum_bet(p_eur_cents numeric, p_rate_per_eur numeric, p_decimals integer) RETURNS numeric
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN div(p_eur_cents * p_rate_per_eur * power(10::numeric, p_decimals), 100);
END
$$;
