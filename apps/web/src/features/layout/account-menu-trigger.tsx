'use client';
import { useAuth } from '@/features/auth';
import { t } from '@/lib/i18n-site';
import { firstName } from './first-name';
import { ChevronDownIcon } from './icons';

export const ACCOUNT_MENU_TRIGGER_CLASSES =
  'group inline-flex h-10 max-w-48 items-center gap-1.5 rounded-lg border border-line bg-panel-2 px-3 text-sm font-semibold text-white transition-colors hover:border-accent-2 focus-visible:outline-2 focus-visible:outline-accent-2 data-[state=open]:border-accent-2';

/** What the account menu's button shows: the greeting and a chevron. */
export function AccountMenuLabel() {
  const { user } = useAuth();
  return (
    <>
      <span className="truncate">{t('header.greeting', { name: firstName(user?.name) })}</span>
      <ChevronDownIcon className="size-4 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180" />
    </>
  );
}
