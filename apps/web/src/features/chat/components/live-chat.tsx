'use client';
import { useEffect, useState } from 'react';
import { useUserRecord } from '@/features/auth';
import { useSiteConfiguration } from '@/lib/site-configuration';
import { CHAT_DELAY_MS, CHAT_SCRIPT_ID, CHAT_USER_EVENT, chatGlobal, type CasinoChatGlobal } from '../lib/chat-settings';

type ChatWindow = Window & { CasinoChat?: CasinoChatGlobal };

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

/**
 * The third-party live chat (SPEC.md §1): 3 s after load, when the site configuration names a
 * widget, sets `window.CasinoChat` (see CasinoChatGlobal) and adds the vendor's script once.
 * Without a configured widget nothing loads. Renders nothing itself.
 */
export function LiveChat() {
  const liveChat = useSiteConfiguration().data?.liveChat ?? null;
  const user = useUserRecord();
  const isDue = useLoadedForAWhile();

  const scriptUrl = liveChat?.scriptUrl;
  const siteId = liveChat?.siteId;
  const userName = user?.name;
  const userId = user?.id;

  useEffect(() => {
    if (!isDue || !scriptUrl || !siteId) return;
    const w = window as ChatWindow;
    const record = userId === undefined ? null : { name: userName ?? '', id: userId };
    const next = chatGlobal({ siteId }, record);
    const hadScript = document.getElementById(CHAT_SCRIPT_ID) !== null;
    const previous = w.CasinoChat;
    w.CasinoChat = next;
    if (!hadScript) {
      const script = document.createElement('script');
      script.id = CHAT_SCRIPT_ID;
      script.src = scriptUrl;
      script.async = true;
      document.body.appendChild(script);
    } else if (previous?.user?.id !== next.user?.id || previous?.user?.name !== next.user?.name) {
      window.dispatchEvent(new CustomEvent(CHAT_USER_EVENT, { detail: next.user }));
    }
  }, [isDue, scriptUrl, siteId, userName, userId]);

  return null;
}
