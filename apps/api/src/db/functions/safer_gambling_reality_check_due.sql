-- Responsible gaming: the reality check waiting for the player's answer at p_at, or null. wallet_api_call asks it for
-- every bet, under safer_gambling_lock_player, and answers LIMIT_REACHED while one waits. The rule, the same as
-- realityCheckDue in responsible-gaming/reality-check.ts (reality-check-sql.test.ts holds them equal):
--   the session begins at the player's latest sign-in (session_latest_sign_in); the interval is the minutes the
--   player chose (safer_gambling_players.reality_check_minutes) or else their market profile's default, read from
--   p_defaults ({"<profile>": minutes}, built from market-profiles.ts: the figures live there only; a player without
--   a row has the default profile). A check falls due at each whole multiple k ≥ 1 of the interval after the sign-in;
--   the latest one passed waits unless the player answered a check at or after it (reality_check_answered_at).
CREATE OR REPLACE FUNCTION safer_gambling_reality_check_due(p_user uuid, p_defaults jsonb, p_at timestamptz)
RETURNS timestamptz LANGUAGE plpgsql STABLE AS $$
DECLARE
  signed_in timestamptz;
  player safer_gambling_players;
  minutes integer;
  k numeric;
  due timestamptz;
BEGIN
  IF p_defaults IS NULL OR jsonb_typeof(p_defaults) <> 'object' THEN
    RAISE EXCEPTION 'safer_gambling_reality_check_due needs the profiles'' default intervals';
  END IF;
  signed_in := session_latest_sign_in(p_user);
  IF signed_in IS NULL OR p_at < signed_in THEN
    RETURN NULL;
  END IF;
  SELECT * INTO player FROM safer_gambling_players WHERE user_id = p_user;
  minutes := coalesce(player.reality_check_minutes, (p_defaults ->> coalesce(player.profile, 'default'))::integer,
    (p_defaults ->> 'default')::integer);
  IF minutes IS NULL OR minutes <= 0 THEN
    RAISE EXCEPTION 'No reality check interval for player %', p_user;
  END IF;
  k := floor(extract(epoch FROM p_at - signed_in) / (minutes * 60));
  IF k < 1 THEN
    RETURN NULL;
  END IF;
  due := signed_in + k * minutes * interval '1 minute';
  IF player.reality_check_answered_at IS NOT NULL AND player.reality_check_answered_at >= due THEN
    RETURN NULL;
  END IF;
  RETURN due;
END
$$;
