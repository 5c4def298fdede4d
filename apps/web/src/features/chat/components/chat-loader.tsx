'use client';
import { useEffect } from 'react';
import { useUserRecord } from '@/features/auth';
import { useSiteConfiguration } from '@/lib/site-configuration';
import { CHAT_SCRIPT_ID, CHAT_USER_EVENT, chatGlobal, type CasinoChatGlobal } from '../lib/chat-settings';

type ChatWindow = Window & { CasinoChat?: CasinoChatGlobal };

/**
 * The third-party live chat (docs/product.md, Audience), mounted by LiveChat 3 s after load: when the site configuration names a
 * widget, sets `window.CasinoChat` (see CasinoChatGlobal) and adds the vendor's script once.
 * Without a configured widget nothing loads. Renders nothing itself.
 */
export function ChatLoader() {
  const liveChat = useSiteConfiguration().data?.liveChat ?? null;
  const user = useUserRecord();

  const scriptUrl = liveChat?.scriptUrl;
  const siteId = liveChat?.siteId;
  const userName = user?.name;
  const userId = user?.id;

  useEffect(() => {
    if (!scriptUrl || !siteId) return;
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
  }, [scriptUrl, siteId, userName, userId]);

  return null;
}
