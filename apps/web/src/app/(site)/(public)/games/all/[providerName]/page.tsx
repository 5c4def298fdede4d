import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GamesCatalogPage } from '@/features/games';
import { serverInitialGames } from '@/features/games/server';
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
  const source = { type: 'provider', provider } as const;
  const initial = await serverInitialGames(source);
  // Unknown providers are a 404 when the catalogue could be read; otherwise the browser decides.
  if (initial && initial.total === 0) notFound();
  return <GamesCatalogPage title={t('games.providerTitle', { provider })} source={source} initial={initial} />;
}
