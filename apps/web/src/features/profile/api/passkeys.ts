'use client';
import type { TMessageResponse, TPasskey, TPasskeyCreationOptions } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { createPasskey } from '@/lib/passkey-prompt';
import { appQueryClient } from '@/lib/query-client';
import { TWO_FACTOR_QUERY_KEY, TWO_FACTOR_URL } from './paths';

const PASSKEYS_URL = `${TWO_FACTOR_URL}/passkeys`;

/**
 * Adds a passkey: the API's options, the browser's prompt (a PasskeyPromptError when it gives none), then the API
 * checks and stores the answer under `name`.
 */
export function useAddPasskey() {
  const queryClient = appQueryClient();
  return useMutation(
    {
      mutationFn: async (name: string) => {
        const options = await api.post<TPasskeyCreationOptions>(`${PASSKEYS_URL}/options`);
        const response = await createPasskey(options);
        return api.post<TPasskey>(PASSKEYS_URL, { name, response });
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY }),
    },
    queryClient,
  );
}

/** Removes a passkey; the account's password comes with it. */
export function useRemovePasskey() {
  const queryClient = appQueryClient();
  return useMutation(
    {
      mutationFn: ({ id, password }: { id: string; password: string }) =>
        api.post<TMessageResponse>(`${PASSKEYS_URL}/${encodeURIComponent(id)}/remove`, { password }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY }),
    },
    queryClient,
  );
}
