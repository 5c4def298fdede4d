'use client';
import { useEffect, useState } from 'react';
import { optionalLazyComponent } from '@/components/ui/lazy-component';
import { CHAT_DELAY_MS } from '../lib/chat-settings';

// The loader's code (site configuration, the player's record, the vendor's settings) comes when it is due.
const ChatLoader = optionalLazyComponent(() => import('./chat-loader').then((m) => m.ChatLoader));

/** Resolves CHAT_DELAY_MS after the page's load event. */
function useLoadedForAWhile(): boolean {
  const [isDue, setIsDue] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      timer = setTimeout(() => setIsDue(true), CHAT_DELAY_MS);
    };
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      window.removeEventListener('load', wait);
      clearTimeout(timer);
    };
  }, []);
  return isDue;
}

/** The third-party live chat (docs/product.md, Audience): nothing until 3 s after load, then ChatLoader. Renders nothing itself. */
export function LiveChat() {
  return useLoadedForAWhile() ? <ChatLoader /> : null;
}
