import type { ReactNode } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import { t } from '@/lib/i18n';

/** The top of a step after the amount: a way back and what is being paid. */
export function StepHeader({
  onBack,
  backLabel = t('deposit.back'),
  children,
}: {
  onBack: () => void;
  backLabel?: string;
  children: ReactNode;
}) {
  return (
    <div className="mb-4 flex items-center gap-3">
      <IconButton label={backLabel} onClick={onBack} className="size-9">
        <BackArrow />
      </IconButton>
      <div className="min-w-0 flex-1 text-sm font-semibold text-white">{children}</div>
    </div>
  );
}

export function BackArrow() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M15 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
