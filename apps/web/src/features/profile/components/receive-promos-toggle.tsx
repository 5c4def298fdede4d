'use client';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { Switch } from '@/components/ui/switch';
import { t } from '@/lib/i18n';
import { useToggleReceiveEmail } from '../api/toggle-receive-email';

/** Receive Promos: flips only once the server has answered (docs/product.md, Accounts), then says the new state. */
export function ReceivePromosToggle({ isSubscribed }: { isSubscribed: boolean }) {
  const id = useId();
  const toggle = useToggleReceiveEmail();

  function flip() {
    toggle.mutate(undefined, {
      onSuccess: ({ receiveEmailPromo }) =>
        toast.success(receiveEmailPromo ? t('profile.promos.subscribed') : t('profile.promos.unsubscribed')),
      onError: () => toast.error(t('profile.promos.failed')),
    });
  }

  return (
    <div className="flex items-center justify-between gap-4 rounded-xl border border-line bg-bg/40 px-4 py-3">
      <div>
        <label htmlFor={id} className="font-semibold">
          {t('profile.promos.label')}
        </label>
        <p className="text-sm text-muted">{t('profile.promos.hint')}</p>
      </div>
      <Switch id={id} isChecked={isSubscribed} isBusy={toggle.isPending} onCheckedChange={flip} />
    </div>
  );
}
