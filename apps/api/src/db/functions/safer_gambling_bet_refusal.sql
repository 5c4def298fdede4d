-- Responsible gaming: which of the player's limits a bet of p_amount (minor units of p_currency) at p_at would pass,
-- or null. wallet_api_call asks it for every bet, under safer_gambling_lock_player, and answers LIMIT_REACHED.
-- The rule, the same as betLimitRefusal in responsible-gaming/bet-limits.ts (bet-limits-sql.test.ts holds them equal),
-- checked in this order, the first passed named:
--   session_time  reached once p_at is the limit's minutes after the player's latest sign-in (session_latest_sign_in):
--                 every bet is refused, free spins and bonus money included, until they sign in again.
--   loss_24h/7d/30d, wager_24h/7d/30d  over the rolling window after p_at - 24 h / 7 d / 30 d: wager = stakes,
--                 loss = stakes - wins - rollbacks, from and into the player's real and bonus money (ledger_play_totals); a
--                 bet passes while the used amount plus this stake stays at or below the limit (reaching it exactly
--                 passes). Amounts are in the account currency (users.currency): other currencies converted at the
--                 stored rate, stakes rounded up and wins down, against the player passing their limit. A bet with
--                 nothing to count (p_amount 0: a free spin, which is not the player's money) passes these.
--                 The window has no end: a racing bet reads the clock before it queues at the lock, so one stamped
--                 after p_at may already be committed, and it counts (ending the window at p_at let racing bets pass).
CREATE OR REPLACE FUNCTION safer_gambling_bet_refusal(p_user uuid, p_currency varchar, p_amount numeric, p_at timestamptz)
RETURNS varchar LANGUAGE plpgsql AS $$
DECLARE
  lim record;
  account_currency varchar;
  stake numeric;
  signed_in timestamptz;
  span interval;
  staked numeric;
  returned numeric;
BEGIN
  FOR lim IN
    SELECT l."limit" AS name, l.value FROM player_limits l
    WHERE l.user_id = p_user AND l."limit" IN ('session_time', 'loss_24h', 'loss_7d', 'loss_30d', 'wager_24h', 'wager_7d', 'wager_30d')
    ORDER BY array_position(ARRAY['session_time', 'loss_24h', 'loss_7d', 'loss_30d', 'wager_24h', 'wager_7d', 'wager_30d']::varchar[], l."limit")
  LOOP
    IF lim.name = 'session_time' THEN
      signed_in := session_latest_sign_in(p_user);
      IF signed_in IS NOT NULL AND p_at >= signed_in + lim.value * interval '1 minute' THEN
        RETURN lim.name;
      END IF;
    ELSIF p_amount > 0 THEN
      IF account_currency IS NULL THEN
        SELECT u.currency INTO account_currency FROM users u WHERE u.id = p_user;
        stake := currency_convert_minor(p_amount, p_currency, account_currency, true);
      END IF;
      span := CASE right(lim.name, 3) WHEN '24h' THEN interval '24 hours' WHEN '_7d' THEN interval '168 hours' ELSE interval '720 hours' END;
      SELECT coalesce(sum(currency_convert_minor(t.staked, t.currency, account_currency, true)), 0),
        coalesce(sum(currency_convert_minor(t.returned, t.currency, account_currency, false)), 0)
      INTO staked, returned
      FROM ledger_play_totals(p_user, p_at - span, 'infinity') t;
      IF lim.name LIKE 'loss%' THEN
        staked := staked - returned;
      END IF;
      IF staked + stake > lim.value THEN
        RETURN lim.name;
      END IF;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
