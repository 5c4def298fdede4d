import type { TStaffMe, TStaffPermission } from '@casino/contracts';
import { createContext, useContext } from 'react';

export const MemberContext = createContext<TStaffMe | null>(null);

/** The member signed in; only for screens inside RequireSession, which provides it. */
export function useMember(): TStaffMe {
  const member = useContext(MemberContext);
  if (!member) throw new Error('useMember is used outside RequireSession');
  return member;
}

/** Whether the member signed in holds `permission` (the API checks it again on every call). */
export function useHasPermission(permission: TStaffPermission): boolean {
  return useMember().permissions.includes(permission);
}
