'use client';
import { ZCrashEvent, type TCrashState } from '@casino/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { crashEventsUrl, getCrashState, postCrashBet, postCrashCashOut } from './crash-api';
import { applyEvent, isOwnAutoCashOut, withCashOut, type RoundCashOuts } from './live';

const EVENT_TYPES = ['betting', 'rising', 'tick', 'cashOut', 'busted'] as const;
const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : t('play.errors.network'));

/**
 * A crash title's live round: the state from the API, kept current by its event stream. After the stream
 * (re)connects the state is read once more, so nothing pushed while it was down is missed. `onMoney`
 * tells the shell the balance and this launch's totals after a bet, a cash-out or the bust that settled it.
 * `cashOuts` are the round's cash-outs as they are pushed, every player's.
 */
export function useCrash(token: string, onMoney: (balance: string, totals: TCrashState['totals']) => void) {
  const [state, setState] = useState<TCrashState | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cashOuts, setCashOuts] = useState<RoundCashOuts>({ number: 0, multipliers: [] });
  const moneyRef = useRef(onMoney);
  const stateRef = useRef(state);
  useEffect(() => {
    moneyRef.current = onMoney;
    stateRef.current = state;
  }, [onMoney, state]);

  const take = useCallback((next: TCrashState) => {
    setState(next);
    moneyRef.current(next.balance, next.totals);
  }, []);

  const refresh = useCallback(async () => {
    try {
      const next = await getCrashState(token);
      // The first state ends the wait for a title's first round, and the message that said so.
      if (!stateRef.current) setError(null);
      take(next);
    } catch (err) {
      setError(messageOf(err));
    }
  }, [take, token]);

  useEffect(() => {
    const source = new EventSource(crashEventsUrl(token));
    const onEvent = (message: MessageEvent<string>) => {
      const parsed = ZCrashEvent.safeParse(JSON.parse(message.data));
      if (!parsed.success) return;
      const event = parsed.data;
      // The title's first round opened (its chain waited for its salt block): read it.
      if (!stateRef.current && event.type === 'betting') void refresh();
      const bet = stateRef.current?.bet;
      setState((current) => (current ? applyEvent(current, event) : current));
      if (event.type === 'cashOut') setCashOuts((current) => withCashOut(current, event));
      // The leader settled our bet (its automatic target, or the bust): the bet and balance come from the API.
      const isOurs = bet?.status === 'open' && (event.type === 'busted' || (event.type === 'cashOut' && isOwnAutoCashOut(bet, event)));
      if (isOurs) void refresh();
    };
    for (const type of EVENT_TYPES) source.addEventListener(type, onEvent);
    source.addEventListener('open', () => void refresh());
    return () => source.close();
  }, [refresh, token]);

  const send = useCallback(
    async (request: () => Promise<TCrashState>) => {
      setIsBusy(true);
      setError(null);
      try {
        take(await request());
      } catch (err) {
        setError(messageOf(err));
        if (err instanceof ApiError && err.status === 409) await refresh();
      } finally {
        setIsBusy(false);
      }
    },
    [refresh, take],
  );

  const placeBet = useCallback(
    async (amount: string, autoCashOut: string | null) =>
      send(() => postCrashBet(token, { requestId: crypto.randomUUID(), amount, autoCashOut })),
    [send, token],
  );
  const cashOut = useCallback(async (roundNumber: number) => send(() => postCrashCashOut(token, roundNumber)), [send, token]);

  return { state, cashOuts, isBusy, error, dismissError: () => setError(null), placeBet, cashOut };
}
