-- Promotions: the status of the grant a round's bonus stakes came from, locked as promotion_active_grant locks it (a
-- forfeit of it waits, or is seen); null for none.
CREATE OR REPLACE FUNCTION promotion_grant_status_locked(p_grant uuid) RETURNS promotion_grant_status LANGUAGE plpgsql AS $$
DECLARE
  found_status promotion_grant_status;
BEGIN
  SELECT g.status INTO found_status FROM promotion_grants g WHERE g.id = p_grant FOR UPDATE;
  RETURN found_status;
END
$$;
