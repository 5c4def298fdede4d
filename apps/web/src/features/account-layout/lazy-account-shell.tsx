'use client';
import { lazyComponent } from '@/components/ui/lazy-component';

// The account layout (header menus, wallet summary) is shown only behind the session guard: its code
// loads when a signed-in player first sees it, not with a visitor's first look at /profile.
export const AccountShell = lazyComponent(() => import('./account-shell').then((m) => m.AccountShell));
