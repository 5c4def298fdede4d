import type { TStaffMe } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../api/paths';

const isMe = (key: readonly unknown[]) => key[0] === ME_QUERY_KEY[0];

/**
 * Someone else's data must not outlive a session: every other query is dropped, and "who is signed in" is set in
 * place (not removed, so the screens watching it see the change and the guard sends a signed-out member away).
 */
function replaceMember(queryClient: QueryClient, me: TStaffMe | null): void {
  queryClient.removeQueries({ predicate: (query) => !isMe(query.queryKey) });
  queryClient.setQueryData(ME_QUERY_KEY, me);
}

export function markSignedIn(queryClient: QueryClient, me: TStaffMe): void {
  replaceMember(queryClient, me);
}

export function markSignedOut(queryClient: QueryClient): void {
  replaceMember(queryClient, null);
}
