'use client';
import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (once true, it stays true): work for a part
 * below the fold (its data, its library, its measuring) waits until the visitor scrolls towards it, so the
 * page's first seconds go to what is on screen. Where the browser cannot tell, the part is near at once.
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null);
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin]);
  return [ref, isNear] as const;
}
