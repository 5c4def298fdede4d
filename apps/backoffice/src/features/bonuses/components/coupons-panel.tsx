import { Panel } from '@/components/ui/page';
import { t } from '@/lib/i18n';
import { CouponForm } from './coupon-form';
import { CouponsTable } from './coupons-table';

/** The bonus codes: the list with their use and status, and the form that creates one. */
export function CouponsPanel() {
  return (
    <Panel title={t('bonuses.coupons.title')} isRegion>
      <div className="flex flex-col gap-5">
        <CouponsTable />
        <CouponForm />
      </div>
    </Panel>
  );
}
