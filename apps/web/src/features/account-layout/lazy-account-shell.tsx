'use client';
import dynamic from 'next/dynamic';

// The account layout (header menus, wallet summary) is shown only behind the session guard: its code
// loads when a signed-in player first sees it, not with a visitor's first look at /profile.
export const AccountShell = dynamic(() => import('./account-shell').then((m) => m.AccountShell));
