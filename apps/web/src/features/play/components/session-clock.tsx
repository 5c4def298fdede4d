'use client';
import { useEffect, useState } from 'react';
import { t } from '@/lib/i18n';

/** h:mm:ss since `from`. */
export function elapsed(from: number, to: number): string {
  const seconds = Math.max(0, Math.floor((to - from) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** How long this game session has lasted, on screen at all times. */
export function SessionClock({ startedAt }: { startedAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span>
      {t('play.sessionTime')}{' '}
      <time data-testid="play-session-time" className="font-mono font-semibold text-white">
        {elapsed(Date.parse(startedAt), now)}
      </time>
    </span>
  );
}
