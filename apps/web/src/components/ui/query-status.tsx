import { Button } from './button';
import { Spinner } from './spinner';
import { t } from '@/lib/i18n-site';

/** Announced while data loads. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 rounded-2xl border border-line bg-panel px-4 py-10 text-muted">
      <Spinner className="size-5" />
      <span>{label}</span>
    </div>
  );
}

/** A failed load, with a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-danger/40 bg-danger/10 px-4 py-8 text-center">
      <p className="font-medium text-white">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('status.retry')}
      </Button>
    </div>
  );
}
