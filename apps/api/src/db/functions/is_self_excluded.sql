-- Responsible gaming: whether the person behind the account is self-excluded at p_at, as
-- findActiveSelfExclusion decides it (decision 006). The person's accounts: this one, and every account with
-- the same canonical e-mail, or the same full name (any letter case) and date of birth once it is known. In
-- force: any of their exclusions without an end, or the latest end still ahead.
-- plpgsql rather than sql, as every function in this folder: it keeps its query plans between calls, where a sql function that is
-- not inlined plans its query on every call.
CREATE OR REPLACE FUNCTION is_self_excluded(p_user uuid, p_at timestamptz) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(bool_or(e.ends_at IS NULL) OR max(e.ends_at) > p_at, false)
    FROM self_exclusions e
    WHERE e.user_id IN (
      SELECT p_user
      UNION ALL
      SELECT other.user_id
      FROM player_identities me
      JOIN player_identities other ON other.email_key = me.email_key
        OR (me.date_of_birth IS NOT NULL AND other.date_of_birth = me.date_of_birth AND lower(other.full_name) = lower(me.full_name))
      WHERE me.user_id = p_user
    )
  );
END
$$;
