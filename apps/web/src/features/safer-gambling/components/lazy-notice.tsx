'use client';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useIsAuthenticated } from '@/features/auth';

// Mounted on every page, public ones too: nothing here may bring the account area's texts into their first load.

const Notice = lazyComponent(() => import('./interaction-notice').then((m) => m.InteractionNotice));

/** Only a signed-in player loads the notice's code and asks for their message. */
export function SaferGamblingNotice() {
  return useIsAuthenticated() ? <Notice /> : null;
}
