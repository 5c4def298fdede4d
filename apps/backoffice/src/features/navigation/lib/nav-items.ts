import type { TStaffPermission } from '@casino/contracts';

export type NavItem = { path: string; textKey: string; permission?: TStaffPermission };

/** The console's pages, in menu order; a page listed here exists. One without a permission is everyone's. */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/', textKey: 'nav.home' },
  { path: '/players', textKey: 'nav.players', permission: 'players.read' },
  { path: '/kyc', textKey: 'nav.kyc', permission: 'kyc.review' },
  { path: '/staff', textKey: 'nav.staff', permission: 'staff.manage' },
  { path: '/payments', textKey: 'nav.payments', permission: 'payments.read' },
  { path: '/adjustments', textKey: 'nav.adjustments', permission: 'adjustments.create' },
  { path: '/audit', textKey: 'nav.audit', permission: 'audit.read' },
  { path: '/reports', textKey: 'nav.reports', permission: 'reports.read' },
  { path: '/cases', textKey: 'nav.cases', permission: 'safer-gambling.cases' },
  { path: '/bonuses', textKey: 'nav.bonuses', permission: 'bonuses.manage' },
];

/** The pages a member with `permissions` may open (the API refuses the others' calls in any case). */
export function visibleNavItems(permissions: readonly TStaffPermission[], items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  return items.filter((item) => !item.permission || permissions.includes(item.permission));
}
