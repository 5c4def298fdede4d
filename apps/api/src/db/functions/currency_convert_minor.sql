-- Currency: minor units of p_from as minor units of p_to at the stored rates (units per EUR, EUR itself 1), rounded
-- up with p_round_up and down otherwise, exactly: the rates (scale 12) are taken as integers, so no division rounds
-- before the last. As convertCeil and convertFloor in lib/money.ts. Raises without a stored rate.
CREATE OR REPLACE FUNCTION currency_convert_minor(p_amount numeric, p_from varchar, p_to varchar, p_round_up boolean) RETURNS numeric
LANGUAGE plpgsql STABLE AS $$
DECLARE
  rate_from numeric;
  rate_to numeric;
  num numeric;
  den numeric;
BEGIN
  IF p_from = p_to OR p_amount = 0 THEN
    RETURN p_amount;
  END IF;
  rate_from := CASE WHEN p_from = 'EUR' THEN 1 ELSE currency_rate_per_eur(p_from) END;
  rate_to := CASE WHEN p_to = 'EUR' THEN 1 ELSE currency_rate_per_eur(p_to) END;
  IF rate_from IS NULL OR rate_to IS NULL OR rate_from = 0 THEN
    RAISE EXCEPTION 'No rate to convert % to %', p_from, p_to;
  END IF;
  -- amount / 10^d_from units ÷ rate_from EUR × rate_to × 10^d_to.
  num := p_amount * trunc(rate_to * 1e12) * power(10::numeric, currency_decimals(p_to));
  den := trunc(rate_from * 1e12) * power(10::numeric, currency_decimals(p_from));
  RETURN CASE WHEN p_round_up THEN div(num + den - 1, den) ELSE div(num, den) END;
END
$$;
