import type { Metadata } from 'next';
import { Suspense } from 'react';
import { TransactionHistory } from '@/features/wallet';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('wallet.history.title') };

export default function TransactionHistoryPage() {
  // The filters live in the query string, which is read in the browser.
  return (
    <Suspense fallback={null}>
      <TransactionHistory />
    </Suspense>
  );
}
