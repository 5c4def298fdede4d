'use client';
import type { TRealityCheckAnswer, TRealityCheckState } from '@casino/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getRealityCheck, postRealityCheckAnswer } from '../api/reality-check-api';

/** Asked a moment after a check falls due, so the server's clock has passed it too. */
const AFTER_DUE_MS = 500;

/**
 * The signed-in player's reality check in a real-money game: the API says when the next check falls due (on its
 * own clock) and whether one waits now; the frame asks again at that time, and whenever a bet was refused, and
 * pauses play while one waits. The server refuses every bet until the player answers, whatever the frame shows.
 */
export function useRealityCheck(isRealMoney: boolean) {
  const [check, setCheck] = useState<TRealityCheckState | null>(null);
  const isCurrent = useRef(true);
  useEffect(() => {
    isCurrent.current = true;
    return () => {
      isCurrent.current = false;
    };
  }, []);

  const refresh = useCallback(async (): Promise<TRealityCheckState | null> => {
    if (!isRealMoney) return null;
    try {
      const next = await getRealityCheck();
      if (isCurrent.current) setCheck(next);
      return next;
    } catch {
      // Not signed in any more, or offline: the server still refuses bets while a check waits.
      return null;
    }
  }, [isRealMoney]);

  useEffect(() => {
    if (!isRealMoney) return;
    let isLive = true;
    getRealityCheck().then(
      (next) => isLive && setCheck(next),
      () => undefined,
    );
    return () => {
      isLive = false;
    };
  }, [isRealMoney]);

  // Asks again when the next check falls due, timed on the server's clock.
  useEffect(() => {
    if (!check?.nextDueAt || check.dueAt) return;
    const wait = Math.max(0, Date.parse(check.nextDueAt) - Date.parse(check.now)) + AFTER_DUE_MS;
    const timer = setTimeout(() => void refresh(), wait);
    return () => clearTimeout(timer);
  }, [check, refresh]);

  const answer = useCallback(async (value: TRealityCheckAnswer) => {
    const next = await postRealityCheckAnswer({ answer: value });
    if (isCurrent.current) setCheck(next);
    return next;
  }, []);

  return { check, isDue: check?.dueAt != null, refresh, answer };
}
