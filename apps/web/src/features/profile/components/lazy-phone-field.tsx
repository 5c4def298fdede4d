'use client';
import { lazyComponent } from '@/components/ui/lazy-component';
import { t } from '@/lib/i18n';

/** Holds the field's place (label and box) for the moment its code takes to arrive, so nothing shifts. */
function PhoneFieldPending() {
  return (
    <div className="flex flex-col gap-1.5" aria-busy="true">
      <span className="text-sm font-medium text-muted">{t('profile.form.phone')}</span>
      <div className="h-11 w-full rounded-lg border border-line bg-bg" />
    </div>
  );
}

/** The phone input with its country metadata and flags, loaded with the field rather than with the page. */
export const PhoneField = lazyComponent(() => import('./phone-field').then((m) => m.PhoneField), <PhoneFieldPending />);
