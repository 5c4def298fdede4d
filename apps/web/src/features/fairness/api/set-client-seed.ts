'use client';
import type { TSeedRotation } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CLIENT_SEED_URL, FAIRNESS_QUERY_KEY } from './paths';
import { appQueryClient } from '@/lib/query-client';

/** PUT /fairness/client-seed: a new client seed starts a new pair, so the old server seed is revealed. */
async function setClientSeed(clientSeed: string): Promise<TSeedRotation> {
  return api.put<TSeedRotation>(CLIENT_SEED_URL, { clientSeed });
}

export function useSetClientSeed() {
  const queryClient = appQueryClient();
  return useMutation(
    {
      mutationFn: setClientSeed,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: FAIRNESS_QUERY_KEY }),
    },
    queryClient,
  );
}
