-- Currency: units of a currency per 1 EUR, or null without a stored rate.
CREATE OR REPLACE FUNCTION currency_rate_per_eur(p_currency varchar) RETURNS numeric LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT r.rate_per_eur FROM currency_rates r WHERE r.currency = p_currency);
END
$$;
