'use client';
import { useIsAuthenticated } from '@/features/auth';
import { lazyComponent } from '@/components/ui/lazy-component';

const Prompt = lazyComponent(() => import('./no-deposit-prompt').then((m) => m.NoDepositPrompt));

/**
 * Mounted on every page: only a signed-in player loads the prompt's code (the eligible query and the offer's
 * rules); a visitor's first load carries this check alone.
 */
export function NoDepositPrompt() {
  return useIsAuthenticated() ? <Prompt /> : null;
}
