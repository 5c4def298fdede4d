'use client';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { hashQueryKey, INITIAL_QUERY_STATE, queryStore, type QueryKey, type QueryState } from './query-store';

/** Data is fresh for 5 minutes (docs/product.md, API). */
const DEFAULT_STALE_MS = 5 * 60_000;

type Common = { isPlaceholderData: boolean; refetch: () => Promise<void> };

/** What a component sees of one entry; narrowing on status, isPending or isError gives `data` its type. */
export type SharedQueryResult<T> = Common &
  (
    | { status: 'pending'; isPending: true; isError: false; isSuccess: false; data: undefined; error: null }
    | { status: 'error'; isPending: false; isError: true; isSuccess: false; data: T | undefined; error: unknown }
    | { status: 'success'; isPending: false; isError: false; isSuccess: true; data: T; error: null }
  );

export type SharedQueryOptions<T> = {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** Nothing is fetched while false; what is already cached still shows. */
  enabled?: boolean;
  staleTime?: number;
  /** Fetched again this often while a component shows it. */
  refetchInterval?: number;
  /** Shown while nothing has loaded (the part a server render had), never kept as the data. */
  placeholderData?: T;
  /** Kept through a sign-out (what is the same for a visitor and a player). */
  keepsOnReset?: boolean;
};

/** Reads one entry of lib/query-store, fetching it in the browser when it is missing or stale. */
export function useSharedQuery<T>({
  queryKey,
  queryFn,
  enabled = true,
  staleTime = DEFAULT_STALE_MS,
  refetchInterval,
  placeholderData,
  keepsOnReset,
}: SharedQueryOptions<T>): SharedQueryResult<T> {
  // The key as a value that stays the same while the key does (keys are JSON, as their hash is).
  const hash = hashQueryKey(queryKey);
  const key = useMemo(() => JSON.parse(hash) as QueryKey, [hash]);

  const subscribe = useCallback((listener: () => void) => queryStore.subscribe(key, listener), [key]);
  const getSnapshot = useCallback(() => queryStore.getState<T>(key), [key]);
  const state = useSyncExternalStore(subscribe, getSnapshot, () => INITIAL_QUERY_STATE as QueryState<T>);

  // The newest queryFn (it closes over the same values as the key) is the one a fetch calls.
  useEffect(() => queryStore.setFetcher(key, queryFn));

  useEffect(() => {
    if (!enabled) return;
    return queryStore.observe(key, { staleTime, keepsOnReset });
  }, [key, enabled, staleTime, keepsOnReset]);

  useEffect(() => {
    if (!enabled || !refetchInterval) return;
    const timer = setInterval(() => void queryStore.refetch(key), refetchInterval);
    return () => clearInterval(timer);
  }, [key, enabled, refetchInterval]);

  const refetch = useCallback(() => queryStore.refetch(key), [key]);
  return toResult(state, placeholderData, refetch);
}

/**
 * One value derived from an entry (a boolean, a number: compared with Object.is), for components that need
 * nothing else: they re-render when that value changes, not on every change of the entry (a fetch starting,
 * a refetch). Reading only: the entry is fetched by the components that show it with useSharedQuery.
 */
export function useSharedQueryValue<T, V>(queryKey: QueryKey, select: (state: QueryState<T>) => V): V {
  const hash = hashQueryKey(queryKey);
  const key = useMemo(() => JSON.parse(hash) as QueryKey, [hash]);
  const subscribe = useCallback((listener: () => void) => queryStore.subscribe(key, listener), [key]);
  return useSyncExternalStore(
    subscribe,
    () => select(queryStore.getState<T>(key)),
    () => select(INITIAL_QUERY_STATE as QueryState<T>),
  );
}

function toResult<T>(state: QueryState<T>, placeholderData: T | undefined, refetch: () => Promise<void>): SharedQueryResult<T> {
  const common = { refetch };
  if (state.status === 'success') {
    return {
      ...common,
      status: 'success',
      isPending: false,
      isError: false,
      isSuccess: true,
      data: state.data as T,
      error: null,
      isPlaceholderData: false,
    };
  }
  if (state.status === 'error') {
    return {
      ...common,
      status: 'error',
      isPending: false,
      isError: true,
      isSuccess: false,
      data: state.data,
      error: state.error,
      isPlaceholderData: false,
    };
  }
  if (placeholderData !== undefined) {
    return {
      ...common,
      status: 'success',
      isPending: false,
      isError: false,
      isSuccess: true,
      data: placeholderData,
      error: null,
      isPlaceholderData: true,
    };
  }
  return {
    ...common,
    status: 'pending',
    isPending: true,
    isError: false,
    isSuccess: false,
    data: undefined,
    error: null,
    isPlaceholderData: false,
  };
}
