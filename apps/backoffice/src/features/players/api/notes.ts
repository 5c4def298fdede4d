import { ZStaffPlayerNotes, type TStaffPlayerNoteRequest, type TStaffPlayerNotes } from '@casino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerQueryKey, playerUrl } from './paths';

/** GET …/players/{id}/notes: the staff notes, newest first. */
export function useNotes(id: string) {
  return useQuery({ queryKey: playerQueryKey(id, 'notes'), queryFn: () => api.get(`${playerUrl(id)}/notes`, ZStaffPlayerNotes) });
}

/** POST …/players/{id}/notes: the answer is every note, which replaces the cached list. */
export function useAddNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffPlayerNoteRequest) => api.post(`${playerUrl(id)}/notes`, body, ZStaffPlayerNotes),
    onSuccess: (notes: TStaffPlayerNotes) => queryClient.setQueryData(playerQueryKey(id, 'notes'), notes),
  });
}
