'use client';
import type { ReactNode } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useAuth } from '@/features/auth';

// Mounted on every page, shown to few: its code (the withdrawal form, the account texts) loads when it is shown.
const PayoutOnlyPage = lazyComponent(() => import('./payout-only-page').then((m) => m.PayoutOnlyPage));

/** A self-excluded player's session is payout-only: the site shows them the payout page instead of any other. */
export function PayoutOnlyGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return user?.payoutOnly ? <PayoutOnlyPage reason={user.payoutOnly.reason} /> : children;
}
