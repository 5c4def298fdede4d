import { Page } from '@/components/ui/page';
import { CouponsPanel, WelcomeOfferPanel } from '@/features/bonuses';
import { RequirePermission } from '@/features/session';
import { t } from '@/lib/i18n';

/** /bonuses (bonuses.manage): bonus codes, and the welcome offer per market profile. */
export function BonusesPage() {
  return (
    <RequirePermission permission="bonuses.manage">
      <Page title={t('bonuses.title')} description={t('bonuses.description')}>
        <CouponsPanel />
        <WelcomeOfferPanel />
      </Page>
    </RequirePermission>
  );
}
