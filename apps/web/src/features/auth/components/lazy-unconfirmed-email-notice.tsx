'use client';
import { lazyComponent } from '@/components/ui/lazy-component';

/** Shown only inside the account area, behind the session guard: its code and texts load there. */
export const UnconfirmedEmailNotice = lazyComponent(() => import('./unconfirmed-email-notice').then((m) => m.UnconfirmedEmailNotice));
