import { t } from '@/lib/i18n-site';
import { Spinner } from './spinner';

/** Shown for the moment a modal's code takes to arrive on its first opening: the click is seen at once. */
export function ModalPending() {
  return (
    <div role="status" aria-label={t('modals.loading')} className="fixed inset-0 z-50 grid place-items-center bg-black/80">
      <Spinner className="size-8 text-white" />
    </div>
  );
}
