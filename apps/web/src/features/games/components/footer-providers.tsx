'use client';
import { useGamesAndCategories } from '../api/games';
import { deriveProviders } from '../lib/providers';
import { ProviderSlides } from './provider-slides';

/** The footer's studios, from the catalogue, once it is near: loaded with the carousel (provider-carousel.tsx). */
export function FooterProviders() {
  const { data } = useGamesAndCategories();
  const providers = deriveProviders(data?.games ?? []);
  if (providers.length === 0) return null;
  return <ProviderSlides providers={providers} />;
}
