'use client';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { signOut } from '../api/session';
import { AUTH_QUERY_KEY } from './use-auth';
import { clearUserRecord } from './use-user-record';
import { resetQueries, setQueryData } from '@/lib/query-store';

/** `const signOut = useSignOut(); signOut();` ends the session, forgets the player locally and goes home. */
export function useSignOut() {
  const router = useRouter();
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      // Already signed out (or the session expired): the local clean-up below still applies.
    }
    clearUserRecord();
    setQueryData(AUTH_QUERY_KEY, { authenticated: false });
    router.push('/');
    // Drop the player's cached data (profile, wallet...) and re-check the session.
    await resetQueries();
  }, [router]);
}
