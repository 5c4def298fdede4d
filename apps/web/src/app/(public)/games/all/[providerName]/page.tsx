import type { Metadata } from 'next';
import { GamesCatalogPage } from '@/features/games';
import { t } from '@/lib/i18n';

type Params = { params: Promise<{ providerName: string }> };

function decodeName(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const provider = decodeName((await params).providerName);
  return { title: t('games.providerTitle', { provider }), description: t('games.providerDescription', { provider }) };
}

export default async function ProviderGamesPage({ params }: Params) {
  const provider = decodeName((await params).providerName);
  return <GamesCatalogPage title={t('games.providerTitle', { provider })} source={{ type: 'provider', provider }} />;
}
