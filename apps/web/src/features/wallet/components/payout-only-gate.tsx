'use client';
import type { ReactNode } from 'react';
import { useAuth } from '@/features/auth';
import { PayoutOnlyPage } from './payout-only-page';

/** A self-excluded player's session is payout-only: the site shows them the payout page instead of any other. */
export function PayoutOnlyGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return user?.payoutOnly ? <PayoutOnlyPage reason={user.payoutOnly.reason} /> : children;
}
