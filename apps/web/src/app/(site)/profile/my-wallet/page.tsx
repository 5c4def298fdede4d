import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DepositStatusNotice } from '@/features/deposit';
import { WalletOverview } from '@/features/wallet';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('wallet.title') };

export default function WalletPage() {
  return (
    <>
      {/* A payment page sends the player back here with ?deposit=id. */}
      <Suspense>
        <DepositStatusNotice />
      </Suspense>
      <WalletOverview />
    </>
  );
}
