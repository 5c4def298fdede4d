-- Sessions: when the player last signed in (their newest session's start, revoked or not), or null if never. The
-- safer-gambling session limit counts from it (responsible-gaming/bet-limits.ts, safer_gambling_bet_refusal).
CREATE OR REPLACE FUNCTION session_latest_sign_in(p_user uuid) RETURNS timestamptz LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT max(s.created_at) FROM sessions s WHERE s.user_id = p_user);
END
$$;
