import type { Metadata } from 'next';
import { WalletOverview } from '@/features/wallet';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('wallet.title') };

export default function WalletPage() {
  return <WalletOverview />;
}
