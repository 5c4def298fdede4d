import type { Metadata } from 'next';
import { LiabilitiesScope, ProofOfLiabilities, TreeFormat } from '@/features/liabilities';
import { serverLiabilities } from '@/features/liabilities/server';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t('pages.proofOfLiabilities.title'), description: t('pages.proofOfLiabilities.description') };

export default async function ProofOfLiabilitiesPage() {
  const snapshots = await serverLiabilities();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('pages.proofOfLiabilities.title')}</h1>
        <p className="mt-3 max-w-3xl text-muted">{t('pages.proofOfLiabilities.intro')}</p>
      </header>

      <LiabilitiesScope />

      <ProofOfLiabilities initialSnapshots={snapshots} />

      <TreeFormat />
    </div>
  );
}
