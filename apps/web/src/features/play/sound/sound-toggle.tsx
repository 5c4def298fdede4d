'use client';
import { t } from '@/lib/i18n';
import { gameSound, SOUND_TOGGLE_ATTRIBUTE } from './game-sound';
import { useMuted } from './use-sound';

/** The game's sound switch: pressed while sound is on; the choice is kept for every title and visit. */
export function SoundToggle() {
  const muted = useMuted();
  return (
    <button
      type="button"
      aria-label={t('play.sound')}
      aria-pressed={!muted}
      {...{ [SOUND_TOGGLE_ATTRIBUTE]: '' }}
      onClick={() => gameSound.setMuted(!muted)}
      className="grid size-9 shrink-0 place-items-center rounded-full border border-line hover:border-accent-2 aria-[pressed=false]:text-muted"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" stroke="none" />
        {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />}
      </svg>
    </button>
  );
}
