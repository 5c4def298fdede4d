'use client';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { gameSound, unlockOnGesture } from './game-sound';
import type { SoundEffect } from './synth';

/** Lets the game make sound from the player's first interaction with it on (see createGameSound). */
export function useSoundUnlock() {
  useEffect(() => unlockOnGesture(gameSound, window), []);
}

/** Whether the player has turned sound off, kept across visits. */
export function useMuted(): boolean {
  return useSyncExternalStore(gameSound.subscribe, gameSound.isMuted, () => false);
}

/**
 * Plays `effect` each time `key` changes to a new value (a round settling, a card dealt, a reel stopping), not
 * for what was already on screen when the game opened.
 */
export function useSoundOn(key: string | null, effect: SoundEffect | null) {
  const last = useRef(key);
  useEffect(() => {
    if (key === last.current) return;
    last.current = key;
    if (key !== null) gameSound.play(effect);
  }, [key, effect]);
}
