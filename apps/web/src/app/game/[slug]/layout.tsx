import type { ReactNode } from 'react';
import { AuthGuard, GAME_GUARD_DELAY_MS } from '@/features/auth';

export default function GameLayout({ children }: { children: ReactNode }) {
  return <AuthGuard delayMs={GAME_GUARD_DELAY_MS}>{children}</AuthGuard>;
}
