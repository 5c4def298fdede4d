'use client';
import type { TPlayAction, TPlayBet, TPlayRound, TPlayRoundResponse, TPlaySession } from '@casino/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { getPlaySession, postAction, postRound } from '../api/play-api';
import { cycleWait } from '../lib/cycle';
import { sendPaced } from '../lib/paced-send';
import { stakeTaken } from '../lib/held-money';

export type PlayState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; session: TPlaySession; round: TPlayRound | null };

const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : t('play.errors.network'));

/** The parent page (/game/{slug}) refreshes the header balance when a round has moved money. */
function tellParentBalanceChanged() {
  if (window.parent !== window) window.parent.postMessage({ type: 'casino:balance' }, window.location.origin);
}

/**
 * One launch's session and its rounds. A round request is sent once more with the same request id
 * when the network drops its answer, so the server returns the same round rather than a second one.
 * Results are applied no sooner than the title's cycle allows (2.5 s for a real-money slot spin, which the server
 * enforces too).
 */
export function usePlay(token: string) {
  const [state, setState] = useState<PlayState>({ status: 'loading' });
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const load = useCallback(async () => {
    try {
      const session = await getPlaySession(token);
      setState({ status: 'ready', session, round: session.openRound });
    } catch (err) {
      setState({ status: 'failed', message: messageOf(err) });
    }
  }, [token]);

  useEffect(() => {
    let isCurrent = true;
    getPlaySession(token).then(
      (session) => isCurrent && setState({ status: 'ready', session, round: session.openRound }),
      (err: unknown) => isCurrent && setState({ status: 'failed', message: messageOf(err) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);

  // A settled round's money waits while its screen still presents how it ended (a ball falling, a roll counting
  // up, a ticket to scratch): until then the balance shows the stake taken and nothing of the result, here and
  // in the site's header. `presented` releases it; so does the next bet.
  const heldRef = useRef<{ roundId: string; balance: string; totals: TPlaySession['totals'] } | null>(null);
  const [heldRoundId, setHeldRoundId] = useState<string | null>(null);

  const showMoney = useCallback((balance: string, totals: TPlaySession['totals']) => {
    setState((current) => (current.status === 'ready' ? { ...current, session: { ...current.session, balance, totals } } : current));
    if (stateRef.current.status === 'ready' && stateRef.current.session.mode === 'real') tellParentBalanceChanged();
  }, []);

  const presented = useCallback(
    (roundId: string) => {
      const held = heldRef.current;
      if (!held || held.roundId !== roundId) return;
      heldRef.current = null;
      setHeldRoundId(null);
      showMoney(held.balance, held.totals);
    },
    [showMoney],
  );

  const apply = useCallback((response: TPlayRoundResponse, holdsResult: boolean) => {
    const current = stateRef.current;
    if (current.status !== 'ready') return;
    const { round } = response;
    if (holdsResult && round.status === 'settled') {
      heldRef.current = { roundId: round.id, balance: response.balance, totals: response.totals };
      setHeldRoundId(round.id);
      const shown = stakeTaken(current.session, response);
      setState((now) => (now.status === 'ready' ? { status: 'ready', session: { ...now.session, ...shown }, round } : now));
      return;
    }
    setState((now) =>
      now.status === 'ready'
        ? { status: 'ready', session: { ...now.session, balance: response.balance, totals: response.totals }, round }
        : now,
    );
    if (current.session.mode === 'real') tellParentBalanceChanged();
  }, []);

  const run = useCallback(
    async (send: () => Promise<TPlayRoundResponse>, minMs: number, holdsResult: boolean) => {
      if (heldRef.current) presented(heldRef.current.roundId);
      setIsBusy(true);
      setError(null);
      const done = cycleWait(minMs);
      try {
        let response: TPlayRoundResponse;
        try {
          response = await send();
        } catch (err) {
          if (err instanceof ApiError) throw err;
          response = await send(); // the answer was lost: the same request id returns the same round
        }
        await done;
        apply(response, holdsResult);
      } catch (err) {
        await done;
        setError(messageOf(err));
        // A round left open elsewhere (another tab) or an expired launch: show where things stand.
        if (err instanceof ApiError && err.status === 409) await load();
      } finally {
        setIsBusy(false);
      }
    },
    [apply, load, presented],
  );

  const placeBet = useCallback(
    async (bet: TPlayBet, minMs = 0, holdsResult = false) => {
      const requestId = crypto.randomUUID();
      // The server keeps the slot cycle too: a spin it finds a moment early is sent again once it may go.
      await run(() => sendPaced(() => postRound(token, { requestId, bet })), minMs, holdsResult);
    },
    [run, token],
  );

  const act = useCallback(
    async (action: TPlayAction) => {
      const current = stateRef.current;
      if (current.status !== 'ready' || !current.round) return;
      const roundId = current.round.id;
      await run(() => postAction(token, roundId, action), 0, false);
    },
    [run, token],
  );

  /** A balance a live round's own requests moved (crash): shown at once, and told to the parent page. */
  /** A crash title's own requests tell the balance and the launch's totals after a bet, a cash-out or a bust. */
  const setMoney = useCallback((balance: string, totals: TPlaySession['totals']) => {
    const current = stateRef.current;
    if (current.status !== 'ready') return;
    const { session } = current;
    if (session.balance === balance && session.totals.staked === totals.staked && session.totals.won === totals.won) return;
    setState((now) => (now.status === 'ready' ? { ...now, session: { ...now.session, balance, totals } } : now));
    if (session.mode === 'real' && session.balance !== balance) tellParentBalanceChanged();
  }, []);

  return { state, isBusy, error, dismissError: () => setError(null), placeBet, act, reload: load, setMoney, presented, heldRoundId };
}
