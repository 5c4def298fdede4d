'use client';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { signOut } from '../api/session';
import { markLeaving } from '../lib/leaving';
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
    await leaveSignedOut(router);
  }, [router]);
}

/**
 * After the server ended the session (sign-out, a time-out, a self-exclusion): forgets the player in this browser and
 * goes home, and the guard of the page being left lets that navigation happen.
 */
export async function leaveSignedOut(router: ReturnType<typeof useRouter>): Promise<void> {
  markLeaving(window.location.pathname);
  clearUserRecord();
  setQueryData(AUTH_QUERY_KEY, { authenticated: false });
  router.push('/');
  // Signed out, the page drops what only a player sees (the header's player part, a guarded page) in React's next
  // render. Only then drop the player's cached data and re-check the session: a reset fetches again what is still
  // on screen, and a player's data asked for without a session answers 401.
  await afterRender();
  await resetQueries();
}

/** Resolves once React has rendered what the last store change caused (it renders such changes in a microtask). */
const afterRender = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
