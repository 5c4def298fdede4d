-- Promotions: the player's active bonus in a currency (the oldest if ever several), locked until the transaction
-- ends, so a bet, a forfeit and an expiry of it queue; null fields when there is none.
CREATE OR REPLACE FUNCTION promotion_active_grant(p_user uuid, p_currency varchar) RETURNS promotion_grants LANGUAGE plpgsql AS $$
DECLARE
  g promotion_grants;
BEGIN
  SELECT * INTO g FROM promotion_grants
  WHERE user_id = p_user AND currency = p_currency AND status = 'active'
  ORDER BY created_at, id LIMIT 1 FOR UPDATE;
  RETURN g;
END
$$;
