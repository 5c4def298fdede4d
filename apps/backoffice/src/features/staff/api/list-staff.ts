import { ZStaffMembers } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STAFF_QUERY_KEY, STAFF_URL } from './paths';

/** GET /staff-api/v1/staff: every member, invited, active or disabled. */
async function listStaff() {
  return (await api.get(STAFF_URL, ZStaffMembers)).items;
}

export function useStaffMembers() {
  return useQuery({ queryKey: STAFF_QUERY_KEY, queryFn: listStaff });
}
