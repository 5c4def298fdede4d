-- Payments: the player's withdrawals asked for or decided after p_after: when, what became of them and when, and the
-- amount. Read by the signs of harm (responsible-gaming/harm-facts.ts): a cancelled one is the player's own
-- cancellation (an operator rejects); one whose mailed link lapsed unopened is 'lapsed' (withdrawal-service.ts LAPSED).
CREATE OR REPLACE FUNCTION payments_withdrawals_since(p_user uuid, p_after timestamptz)
RETURNS TABLE (created_at timestamptz, decided_at timestamptz, status varchar, amount numeric, currency varchar)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT w.created_at, w.decided_at,
    CASE WHEN w.status = 'cancelled' AND w.decided_by = 'link lapsed' THEN 'lapsed' ELSE w.status::varchar END,
    w.amount, w.currency
  FROM withdrawals w
  WHERE w.user_id = p_user AND (w.created_at > p_after OR w.decided_at > p_after)
  ORDER BY w.created_at;
END
$$;
