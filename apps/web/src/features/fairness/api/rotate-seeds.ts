'use client';
import type { TSeedRotation } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FAIRNESS_QUERY_KEY, ROTATE_URL } from './paths';
import { appQueryClient } from '@/lib/query-client';

/** POST /fairness/rotate: reveals the server seed in use and hashes a fresh one. */
async function rotateSeeds(): Promise<TSeedRotation> {
  return api.post<TSeedRotation>(ROTATE_URL);
}

export function useRotateSeeds() {
  const queryClient = appQueryClient();
  return useMutation(
    {
      mutationFn: rotateSeeds,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: FAIRNESS_QUERY_KEY }),
    },
    queryClient,
  );
}
