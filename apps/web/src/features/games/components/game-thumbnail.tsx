'use client';
import type { TGame } from '@casino/contracts';
import { useState } from 'react';
import { useRuntimeConfig } from '@/lib/runtime-config-context';
import { thumbnailUrl } from '../lib/thumbnail';

const THUMB_SIZE = 300;

/**
 * The game's webp art; a plain gradient when there is none or it fails to load (the name is the caption's, or the
 * page's heading: never written twice). `priority` marks the image likely to be the page's largest paint: fetched at
 * once and ahead of other images.
 */
export function GameThumbnail({ game, eager = false, priority = false }: { game: TGame; eager?: boolean; priority?: boolean }) {
  const src = thumbnailUrl(game, useRuntimeConfig());
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return <div aria-hidden="true" className="aspect-square w-full bg-gradient-to-br from-panel-2 via-accent/40 to-panel" />;
  }
  return (
    // The CDN already serves sized webp files; next/image would only add a second optimiser.
    <img
      src={src}
      alt=""
      width={THUMB_SIZE}
      height={THUMB_SIZE}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      ref={(img) => {
        // An error that fired before hydration never reaches onError.
        if (img && img.complete && img.naturalWidth === 0) setFailedSrc(src);
      }}
      className="aspect-square w-full bg-panel-2 object-cover"
    />
  );
}
