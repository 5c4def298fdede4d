'use client';
import { t } from '@/lib/i18n';

/** A refused bet or a failed read on a live screen, in the API's words, until the player dismisses it. */
export function ErrorNotice({ error, onDismiss }: { error: string | null; onDismiss(): void }) {
  if (!error) return null;
  return (
    <p role="alert" className="flex justify-between gap-2 rounded-lg bg-danger/15 px-3 py-2 text-sm">
      <span>{error}</span>
      <button type="button" className="font-semibold underline" onClick={onDismiss}>
        {t('play.dismiss')}
      </button>
    </p>
  );
}
