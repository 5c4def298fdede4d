'use client';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useGamesAndCategories } from '../api/games';
import { deriveProviders } from '../lib/providers';

// The carousel library loads once there are providers to show: the footer is below the fold.
const ProviderSlides = lazyComponent(() => import('./provider-slides').then((m) => m.ProviderSlides));

/** Footer provider logos: 8, 4, 2 or 1 per view at >=1024, >=768, >=640 and below; advances every 2 s. */
export function ProviderCarousel() {
  const { data } = useGamesAndCategories();
  const providers = deriveProviders(data?.games ?? []);
  if (providers.length === 0) return null;
  return <ProviderSlides providers={providers} />;
}
