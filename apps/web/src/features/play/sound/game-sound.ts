import { readMuted, writeMuted } from './mute-setting';
import { synthesize, type SoundEffect } from './synth';
import type { ResultTier } from './tier';

/** The game's master volume, under every effect's own level. */
const MASTER_LEVEL = 0.35;

/** What the sound needs from the page: the browser's AudioContext (absent where there is none) and storage. */
export type SoundEnvironment = {
  AudioContext(): (new () => AudioContext) | undefined;
  storage(): Pick<Storage, 'getItem' | 'setItem'> | undefined;
};

export type GameSound = ReturnType<typeof createGameSound>;

/** The effect of a settled bet's tier; nothing at all for a bet that paid nothing. */
export const RESULT_EFFECTS: Record<ResultTier, SoundEffect | null> = {
  none: null,
  return: 'return',
  win: 'win',
  big: 'bigWin',
  mega: 'megaWin',
};

/**
 * The game client's sound. Browsers let a page make sound only after the player has interacted with it, so no
 * AudioContext exists until `unlock` runs inside a pointerdown or keydown; effects asked for before that are
 * dropped. Muted, the context is suspended and nothing is scheduled; a context is never created or resumed
 * while muted.
 */
export function createGameSound(env: SoundEnvironment) {
  let ctx: AudioContext | null = null;
  let master: GainNode | null = null;
  let muted: boolean | null = null;
  const listeners = new Set<() => void>();

  const isMuted = () => (muted ??= readMuted(env.storage()));

  /** Call from the player's gesture: creates the context (or resumes it) unless sound is off. */
  function unlock() {
    if (isMuted()) return;
    if (ctx) {
      if (ctx.state === 'suspended') void ctx.resume();
      return;
    }
    const Context = env.AudioContext();
    if (!Context) return;
    ctx = new Context();
    master = ctx.createGain();
    master.gain.value = MASTER_LEVEL;
    master.connect(ctx.destination);
    if (ctx.state === 'suspended') void ctx.resume();
  }

  function play(effect: SoundEffect | null) {
    if (!effect || isMuted() || !ctx || !master || ctx.state === 'closed') return;
    synthesize(effect, ctx, master);
  }

  /** Call from the player's click on the toggle: turning sound on is itself the gesture that may start it. */
  function setMuted(next: boolean) {
    muted = next;
    writeMuted(env.storage(), next);
    if (next) {
      if (ctx?.state === 'running') void ctx.suspend();
    } else {
      unlock();
    }
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  return { unlock, play, setMuted, isMuted, subscribe };
}

/** The page's one sound, on the browser's AudioContext and localStorage (read only when first used). */
export const gameSound = createGameSound({
  AudioContext: () => (typeof window === 'undefined' ? undefined : (window.AudioContext ?? undefined)),
  storage: () => (typeof window === 'undefined' ? undefined : window.localStorage),
});

/** Marks the sound toggle: a press on it is not a gesture that starts sound (turning sound off must not start it). */
export const SOUND_TOGGLE_ATTRIBUTE = 'data-sound-toggle';

const isOnToggle = (target: EventTarget | null) =>
  target !== null && 'closest' in target && typeof target.closest === 'function' && target.closest(`[${SOUND_TOGGLE_ATTRIBUTE}]`) !== null;

/**
 * Unlocks `sound` on the player's first pointerdown or keydown on `target` (and on later ones, should the browser
 * have suspended it), except on the toggle, which unlocks when it turns sound on.
 */
export function unlockOnGesture(sound: Pick<GameSound, 'unlock'>, target: EventTarget): () => void {
  const onGesture = (event: Event) => {
    if (!isOnToggle(event.target)) sound.unlock();
  };
  const options = { capture: true, passive: true };
  target.addEventListener('pointerdown', onGesture, options);
  target.addEventListener('keydown', onGesture, options);
  return () => {
    target.removeEventListener('pointerdown', onGesture, options);
    target.removeEventListener('keydown', onGesture, options);
  };
}
