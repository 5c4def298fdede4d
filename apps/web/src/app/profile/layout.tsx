import type { ReactNode } from 'react';
import { AuthGuard, PROFILE_GUARD_DELAY_MS, UnconfirmedEmailNotice } from '@/features/auth';

export default function ProfileLayout({ children }: { children: ReactNode }) {
  return (
    <AuthGuard delayMs={PROFILE_GUARD_DELAY_MS}>
      <UnconfirmedEmailNotice />
      {children}
    </AuthGuard>
  );
}
