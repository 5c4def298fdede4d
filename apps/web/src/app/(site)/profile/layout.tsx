import type { ReactNode } from 'react';
import { AccountShell } from '@/features/account-layout';
import { AuthGuard, PROFILE_GUARD_DELAY_MS, UnconfirmedEmailNotice } from '@/features/auth';

export default function ProfileLayout({ children }: { children: ReactNode }) {
  return (
    <AuthGuard delayMs={PROFILE_GUARD_DELAY_MS}>
      <AccountShell banner={<UnconfirmedEmailNotice />}>{children}</AccountShell>
    </AuthGuard>
  );
}
