'use client';
import type { TVirtualBetRequest, TVirtualState } from '@casino/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { nextChangeAt } from './board';
import { getVirtualState, postVirtualBet } from './virtual-api';

const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : t('play.errors.network'));
/** Read a moment after a change is due, so the server's clock has passed it too. */
const AFTER_CHANGE_MS = 400;
/** Read again after this long anyway (a lost request, a sleeping tab). */
const AT_MOST_MS = 15_000;
/** A first read that failed is tried again after this long. */
const RETRY_MS = 3_000;

/**
 * A virtual sports title's board: the state from the API, read again at each time an event on it changes
 * (betting closes, the off, the end, when bets settle), the clock offset by the server's so countdowns
 * agree with it. `onMoney` tells the shell the balance and this launch's totals after a bet or a settlement.
 */
export function useVirtualSports(token: string, onMoney: (balance: string, totals: TVirtualState['totals']) => void) {
  const [state, setState] = useState<TVirtualState | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const moneyRef = useRef(onMoney);
  useEffect(() => {
    moneyRef.current = onMoney;
  }, [onMoney]);

  const take = useCallback((next: TVirtualState) => {
    setState(next);
    setOffsetMs(new Date(next.now).getTime() - Date.now());
    moneyRef.current(next.balance, next.totals);
  }, []);

  const refresh = useCallback(async () => {
    try {
      take(await getVirtualState(token));
    } catch (err) {
      setError(messageOf(err));
    }
  }, [take, token]);

  // Reads at once, then again at each change of the board (and after a failed read, a little later).
  useEffect(() => {
    const now = Date.now() + offsetMs;
    const next = state ? nextChangeAt(state, now) : null;
    let wait = next === null ? AT_MOST_MS : Math.min(AT_MOST_MS, next - now + AFTER_CHANGE_MS);
    if (!state) wait = error ? RETRY_MS : 0;
    const timer = setTimeout(() => void refresh(), wait);
    return () => clearTimeout(timer);
  }, [error, offsetMs, refresh, state]);

  const placeBet = useCallback(
    async (bet: Omit<TVirtualBetRequest, 'requestId'>) => {
      setIsBusy(true);
      setError(null);
      try {
        take(await postVirtualBet(token, { requestId: crypto.randomUUID(), ...bet }));
      } catch (err) {
        setError(messageOf(err));
        if (err instanceof ApiError && err.status === 409) await refresh();
      } finally {
        setIsBusy(false);
      }
    },
    [refresh, take, token],
  );

  return { state, offsetMs, isBusy, error, dismissError: () => setError(null), placeBet };
}
