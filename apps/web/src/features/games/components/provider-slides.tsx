'use client';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useState } from 'react';
import { t } from '@/lib/i18n';
import { ProviderCard } from './provider-card';

/** Autoplay interval of the footer carousel (docs/product.md, Layout). */
const CAROUSEL_DELAY_MS = 2000;

/** The sliding row of provider logos, with its pause button. */
export function ProviderSlides({ providers }: { providers: { id: string; name: string }[] }) {
  // Rendered only in the browser (the providers come from a client query); reduced motion starts paused.
  const [playing, setPlaying] = useState(() => !window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  // Created once: a new plugin list on every render would re-initialise the carousel.
  const [plugins] = useState(() => [
    Autoplay({ delay: CAROUSEL_DELAY_MS, playOnInit: playing, stopOnInteraction: false, stopOnMouseEnter: true }),
  ]);
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start' }, plugins);

  function togglePlaying() {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.stop();
    else autoplay.play();
    setPlaying(!playing);
  }

  return (
    <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-6 sm:px-6">
      <div className="min-w-0 flex-1 overflow-hidden" ref={emblaRef}>
        <ul className="-ml-3 flex touch-pan-y">
          {providers.map((p) => (
            <li key={p.id} className="min-w-0 shrink-0 grow-0 basis-full pl-3 sm:basis-1/2 md:basis-1/4 lg:basis-[12.5%]">
              <ProviderCard name={p.name} className="h-full" stacked />
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={togglePlaying}
        aria-label={t(playing ? 'games.carousel.pause' : 'games.carousel.play')}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-panel-2 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-2"
      >
        <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
          {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" /> : <path d="M8 5v14l11-7z" />}
        </svg>
      </button>
    </div>
  );
}
