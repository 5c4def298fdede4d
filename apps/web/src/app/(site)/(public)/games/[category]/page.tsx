import { GAME_CATEGORIES, type TGameCategoryId } from '@casino/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GamesCatalogPage } from '@/features/games';
import { serverInitialGames } from '@/features/games/server';
import { t } from '@/lib/i18n';

type Params = { params: Promise<{ category: string }> };

function asCategory(value: string): TGameCategoryId | null {
  return (GAME_CATEGORIES as readonly string[]).includes(value) ? (value as TGameCategoryId) : null;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return GAME_CATEGORIES.map((category) => ({ category }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const category = asCategory((await params).category);
  if (!category) return {};
  const name = t(`games.categories.${category}`);
  return { title: name, description: t('games.categoryDescription', { category: name }) };
}

export default async function CategoryGamesPage({ params }: Params) {
  const category = asCategory((await params).category);
  if (!category) notFound();
  const source = { type: 'category', category } as const;
  return <GamesCatalogPage title={t(`games.categories.${category}`)} source={source} initial={await serverInitialGames(source)} />;
}
