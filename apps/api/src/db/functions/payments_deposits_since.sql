-- Payments: the player's deposits started after p_after, whatever became of them, with their worth in EUR cents
-- (rounded down at the stored rates) and the instrument they were paid with: the gateway for a card or e-wallet (the
-- site keeps no card number, so one gateway is one instrument), the player's own deposit address for crypto (one per
-- currency). Read by the signs of harm (responsible-gaming/harm-facts.ts).
CREATE OR REPLACE FUNCTION payments_deposits_since(p_user uuid, p_after timestamptz)
RETURNS TABLE (created_at timestamptz, status varchar, eur_cents numeric, amount numeric, currency varchar, instrument varchar)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT d.created_at, d.status::varchar, currency_convert_minor(d.amount, d.currency, 'EUR', false), d.amount, d.currency,
    (CASE WHEN d.method = 'crypto' THEN 'crypto:' || d.currency ELSE d.gateway END)::varchar
  FROM deposits d
  WHERE d.user_id = p_user AND d.created_at > p_after
  ORDER BY d.created_at;
END
$$;
