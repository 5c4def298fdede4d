'use client';
import { lazyComponent } from '@/components/ui/lazy-component';
import { LoadingState } from '@/components/ui/query-status';
import { t } from '@/lib/i18n';

/** The page's code loads when it first renders, behind the account area's session guard. */
export const SaferGamblingPage = lazyComponent(
  () => import('./safer-gambling-page').then((m) => m.SaferGamblingPage),
  <LoadingState label={t('saferGambling.loading')} />,
);
