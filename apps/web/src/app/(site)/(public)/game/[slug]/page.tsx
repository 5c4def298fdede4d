import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findGameBySlug, GamePlayShell } from '@/features/games';
import { serverCatalogue } from '@/features/games/server';
import { t } from '@/lib/i18n';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function serverGame(slug: string) {
  const games = await serverCatalogue();
  return games ? (findGameBySlug(games, slug) ?? 'missing') : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const game = await serverGame((await params).slug);
  if (!game || game === 'missing') return { robots: { index: false } };
  return {
    title: t('game.pageTitle', { name: game.name }),
    description: t('game.pageDescription', { name: game.name, provider: game.provider }),
    robots: { index: false },
  };
}

export default async function GamePage({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const game = await serverGame(slug);
  // A 404 only when the catalogue was read and has no such game; otherwise the browser decides.
  if (game === 'missing') notFound();
  return <GamePlayShell slug={slug} demo={query.demo === 'true'} initialGame={game} />;
}
