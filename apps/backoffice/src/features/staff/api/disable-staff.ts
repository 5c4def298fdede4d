import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STAFF_QUERY_KEY, STAFF_URL } from './paths';

/** POST /staff-api/v1/staff/{id}/disable: the member can no longer sign in; their sessions end. */
function disableStaff(id: string) {
  return api.command('POST', `${STAFF_URL}/${encodeURIComponent(id)}/disable`);
}

export function useDisableStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableStaff, onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }) });
}
