'use client';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useIsAuthenticated } from '@/features/auth';
import { LoadingState } from '@/components/ui/query-status';
import { t } from '@/lib/i18n';

/** The page's code loads when it first renders, behind the account area's session guard. */
export const SaferGamblingPage = lazyComponent(
  () => import('./safer-gambling-page').then((m) => m.SaferGamblingPage),
  <LoadingState label={t('saferGambling.loading')} />,
);

const Notice = lazyComponent(() => import('./interaction-notice').then((m) => m.InteractionNotice));

/** Mounted on every page: only a signed-in player loads the notice's code and asks for their message. */
export function SaferGamblingNotice() {
  return useIsAuthenticated() ? <Notice /> : null;
}
