'use client';
import type { ReactNode } from 'react';
import { useIsAuthenticated } from '@/features/auth';

/**
 * Shows `player` to a signed-in player and `visitor` to everyone else. Public pages are kept and served to
 * every visitor, so both are rendered on the server and the browser picks one once the session is known.
 */
export function SignedInSwitch({ player, visitor }: { player: ReactNode; visitor: ReactNode }) {
  return useIsAuthenticated() ? player : visitor;
}
