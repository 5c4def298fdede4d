'use client';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { BILL_VERIFICATION_QUERY_KEY } from '../api/paths';
import { uploadBillDocument } from '../api/upload-bill-document';
import { appQueryClient } from '@/lib/query-client';

/** Uploads a proof of address with its progress in percent; the document list refreshes after. */
export function useUploadDocument() {
  const queryClient = appQueryClient();
  const [progress, setProgress] = useState(0);
  const abortRef = useRef<AbortController | null>(null);

  // Leaving the page stops an upload still running.
  useEffect(() => () => abortRef.current?.abort(), []);

  const mutation = useMutation(
    {
      mutationFn: (file: File) => {
        abortRef.current?.abort();
        const controller = new AbortController();
        abortRef.current = controller;
        setProgress(0);
        return uploadBillDocument(file, { onProgress: setProgress, signal: controller.signal });
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: BILL_VERIFICATION_QUERY_KEY }),
    },
    queryClient,
  );

  return { ...mutation, progress };
}
