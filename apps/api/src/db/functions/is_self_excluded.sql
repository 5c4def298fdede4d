-- Responsible gaming: whether play is closed to the person behind the account at p_at, as isSelfExcluded decides it
-- (decisions 006 and 028). The person's accounts: this one, and every account with the same canonical e-mail, or the
-- same full name (any letter case) and date of birth once it is known. Closed: any of their self-exclusions or
-- time-outs without a reopening (an indefinite exclusion not asked to end), or the latest reopening still ahead; a
-- national register's hit on any of their accounts; or this account's register check that could not be made.
-- plpgsql rather than sql, as every function in this folder: it keeps its query plans between calls, where a sql function that is
-- not inlined plans its query on every call.
CREATE OR REPLACE FUNCTION is_self_excluded(p_user uuid, p_at timestamptz) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_person uuid[];
BEGIN
  v_person := ARRAY(
    SELECT p_user
    UNION
    SELECT other.user_id
    FROM player_identities me
    JOIN player_identities other ON other.email_key = me.email_key
      OR (me.date_of_birth IS NOT NULL AND other.date_of_birth = me.date_of_birth AND lower(other.full_name) = lower(me.full_name))
    WHERE me.user_id = p_user
  );
  RETURN (
    SELECT coalesce(bool_or(e.reopens_at IS NULL) OR max(e.reopens_at) > p_at, false)
    FROM self_exclusions e
    WHERE e.user_id = ANY (v_person)
  ) OR EXISTS (
    SELECT 1 FROM register_checks r
    WHERE (r.status = 'excluded' AND r.user_id = ANY (v_person)) OR (r.status = 'unchecked' AND r.user_id = p_user)
  );
END
$$;
