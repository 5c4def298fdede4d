'use client';
import { optionalLazyComponent } from '@/components/ui/lazy-component';
import { useNearViewport } from '@/lib/use-near-viewport';

// The footer is below the fold: the catalogue read (and its code), the carousel library and its measuring of every
// slide wait until the visitor scrolls near it, instead of taking the main thread while the page starts.
const FooterProviders = optionalLazyComponent(() => import('./footer-providers').then((m) => m.FooterProviders));

/** Footer provider logos: 8, 4, 2 or 1 per view at >=1024, >=768, >=640 and below; advances every 2 s. */
export function ProviderCarousel() {
  const [anchor, isNear] = useNearViewport<HTMLDivElement>();
  return <div ref={anchor}>{isNear && <FooterProviders />}</div>;
}
