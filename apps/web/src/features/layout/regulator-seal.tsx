'use client';
import { useEffect, useRef } from 'react';
import { useSiteConfiguration } from '@/lib/site-configuration';

/**
 * The licensing authority's seal (docs/product.md, Layout): its script, as the site configuration names
 * it, runs inside this box, where seal scripts draw themselves (next to their own <script>).
 * Nothing loads when no seal is configured. The footer (a server component) passes the box's label.
 */
export function RegulatorSeal({ label }: { label: string }) {
  const scriptUrl = useSiteConfiguration().data?.regulatorSeal?.scriptUrl;
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!scriptUrl || !el) return;
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    el.appendChild(script);
    return () => el.replaceChildren();
  }, [scriptUrl]);

  if (!scriptUrl) return null;
  return <div ref={box} role="group" aria-label={label} className="min-h-12 min-w-12 shrink-0" />;
}
