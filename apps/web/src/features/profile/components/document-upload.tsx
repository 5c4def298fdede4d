'use client';
import { DOCUMENT_MAX_BYTES } from '@casino/contracts';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useUploadDocument } from '../hooks/use-upload-document';
import { DOCUMENT_ACCEPT, documentFileProblem, formatFileSize } from '../lib/document-file';

/** Picks a proof-of-address file, checks it here first, then uploads it with a progress bar. */
export function DocumentUpload() {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadDocument();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    upload.reset();
    setFile(chosen);
    setProblem(chosen ? documentFileProblem(chosen) : null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || problem) return;
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(t('profile.documents.uploaded'));
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      },
      onError: (error) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        toast.error(t('profile.documents.uploadFailed'), { description: uploadErrorMessage(error) });
      },
    });
  }

  const error = problem ?? (upload.isError ? uploadErrorMessage(upload.error) : null);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={upload.isPending}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-muted">
          {t('profile.documents.chooseFile')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name="file"
          accept={DOCUMENT_ACCEPT}
          onChange={choose}
          disabled={upload.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="block w-full rounded-lg border border-line bg-bg text-sm text-muted file:mr-3 file:h-11 file:cursor-pointer file:border-0 file:bg-panel-2 file:px-4 file:font-semibold file:text-white hover:file:bg-line disabled:opacity-60"
        />
        <p id={hintId} className="text-xs text-muted">
          {t('profile.documents.fileHint', { max: formatFileSize(DOCUMENT_MAX_BYTES) })}
        </p>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>

      {upload.isPending && (
        <div className="flex flex-col gap-1.5">
          <ProgressBar value={upload.progress} label={t('profile.documents.progress')} />
          <p className="text-sm text-muted" aria-live="polite">
            {t('profile.documents.uploading', { percent: upload.progress })}
          </p>
        </div>
      )}

      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={!file || Boolean(problem)} isBusy={upload.isPending}>
          {t('profile.documents.upload')}
        </Button>
      </div>
    </form>
  );
}

function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  if (error instanceof ApiError && error.status === 0) return error.message;
  return t('auth.somethingWrong');
}
