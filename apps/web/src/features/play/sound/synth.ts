/**
 * Every effect of the game client, synthesized at run time from oscillators and filtered noise (no recordings).
 * Each is short and soft-edged: a few milliseconds of attack, an exponential fade, no square waves.
 * The slot's own effects (spin, reel stop) and the table's (card, dice, ball) are noise; the results are tones.
 */
export type SoundEffect = 'spin' | 'reelStop' | 'cardDeal' | 'chip' | 'ball' | 'dice' | 'cashOut' | 'return' | 'win' | 'bigWin' | 'megaWin';

/** The level of an ordinary effect (a reel stop, a chip): a return is never louder than this. */
export const BASE_LEVEL = 0.5;

/** Each effect's peak, relative to the game's master volume. */
export const EFFECT_LEVELS: Record<SoundEffect, number> = {
  spin: 0.3,
  reelStop: BASE_LEVEL,
  cardDeal: 0.4,
  chip: 0.4,
  ball: 0.35,
  dice: BASE_LEVEL,
  cashOut: BASE_LEVEL,
  return: 0.2,
  win: BASE_LEVEL,
  bigWin: 0.6,
  megaWin: 0.7,
};

type Voice = { ctx: BaseAudioContext; out: AudioNode; at: number; level: number };

/** A gain envelope: up to `peak` in 5 ms, then an exponential fade over `duration` seconds. */
function envelope({ ctx, out, at }: Voice, peak: number, duration: number): GainNode {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(Math.max(peak, 0.0002), at + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
  gain.connect(out);
  return gain;
}

function tone(
  voice: Voice,
  note: { frequency: number; to?: number; delay?: number; duration: number; peak?: number; type?: OscillatorType },
) {
  const at = voice.at + (note.delay ?? 0);
  const oscillator = voice.ctx.createOscillator();
  oscillator.type = note.type ?? 'triangle';
  oscillator.frequency.setValueAtTime(note.frequency, at);
  if (note.to) oscillator.frequency.exponentialRampToValueAtTime(note.to, at + note.duration);
  oscillator.connect(envelope({ ...voice, at }, voice.level * (note.peak ?? 1), note.duration));
  oscillator.start(at);
  oscillator.stop(at + note.duration + 0.02);
}

const noiseBuffers = new WeakMap<BaseAudioContext, AudioBuffer>();

/** Half a second of white noise per context, made once and reused by every noisy effect. */
function noiseBuffer(ctx: BaseAudioContext): AudioBuffer {
  let buffer = noiseBuffers.get(ctx);
  if (!buffer) {
    buffer = ctx.createBuffer(1, Math.floor(ctx.sampleRate / 2), ctx.sampleRate);
    const samples = buffer.getChannelData(0);
    for (let i = 0; i < samples.length; i += 1) samples[i] = Math.random() * 2 - 1;
    noiseBuffers.set(ctx, buffer);
  }
  return buffer;
}

function noise(
  voice: Voice,
  burst: { filter: BiquadFilterType; frequency: number; to?: number; q?: number; delay?: number; duration: number; peak?: number },
) {
  const at = voice.at + (burst.delay ?? 0);
  const source = voice.ctx.createBufferSource();
  source.buffer = noiseBuffer(voice.ctx);
  const filter = voice.ctx.createBiquadFilter();
  filter.type = burst.filter;
  filter.Q.value = burst.q ?? 1;
  filter.frequency.setValueAtTime(burst.frequency, at);
  if (burst.to) filter.frequency.exponentialRampToValueAtTime(burst.to, at + burst.duration);
  source.connect(filter);
  filter.connect(envelope({ ...voice, at }, voice.level * (burst.peak ?? 1), burst.duration));
  source.start(at);
  source.stop(at + burst.duration + 0.02);
}

// Notes of the result jingles (C major): C5, E5, G5, C6, E6, G6.
const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;
const E6 = 1318.51;
const G6 = 1567.98;

function arpeggio(voice: Voice, notes: number[], step: number, duration: number) {
  notes.forEach((frequency, index) => tone(voice, { frequency, delay: index * step, duration }));
}

const RECIPES: Record<SoundEffect, (voice: Voice) => void> = {
  // Air rushing past the reels, rising.
  spin: (voice) => noise(voice, { filter: 'bandpass', frequency: 300, to: 1600, q: 0.8, duration: 0.45 }),
  // A soft thud as a reel settles.
  reelStop: (voice) => noise(voice, { filter: 'lowpass', frequency: 420, to: 120, duration: 0.12 }),
  // A card sliding off the shoe.
  cardDeal: (voice) => noise(voice, { filter: 'highpass', frequency: 2400, to: 5000, duration: 0.09 }),
  // Two clay chips meeting: two short high clicks.
  chip: (voice) => {
    tone(voice, { frequency: 2900, duration: 0.05, type: 'sine' });
    tone(voice, { frequency: 3700, delay: 0.035, duration: 0.05, peak: 0.7, type: 'sine' });
  },
  // The ball rattling into a pocket: ticks slowing down.
  ball: (voice) => {
    [0, 0.07, 0.15, 0.25, 0.38].forEach((delay, index) =>
      noise(voice, { filter: 'bandpass', frequency: 3200, q: 4, delay, duration: 0.035, peak: 1 - index * 0.15 }),
    );
  },
  // Dice knocking on felt.
  dice: (voice) => {
    [0, 0.09, 0.16].forEach((delay, index) =>
      noise(voice, { filter: 'lowpass', frequency: 900, delay, duration: 0.07, peak: 1 - index * 0.25 }),
    );
  },
  // A bright two-note rise.
  cashOut: (voice) => {
    tone(voice, { frequency: E6, duration: 0.12, type: 'sine' });
    tone(voice, { frequency: C6 * 2, delay: 0.08, duration: 0.3, type: 'sine' });
  },
  // One quiet tick: the stake (or part of it) came back.
  return: (voice) => tone(voice, { frequency: 880, duration: 0.08, type: 'sine' }),
  win: (voice) => arpeggio(voice, [C5, E5, G5], 0.09, 0.3),
  bigWin: (voice) => {
    arpeggio(voice, [C5, E5, G5, C6], 0.08, 0.3);
    [C5, E5, G5].forEach((frequency) => tone(voice, { frequency, delay: 0.34, duration: 0.7, peak: 0.5 }));
  },
  megaWin: (voice) => {
    arpeggio(voice, [C5, E5, G5, C6, E6, G6], 0.07, 0.28);
    arpeggio({ ...voice, at: voice.at + 0.45 }, [G5, C6, E6, G6], 0.06, 0.28);
    [C5, G5, C6, E6].forEach((frequency) => tone(voice, { frequency, delay: 0.75, duration: 1.1, peak: 0.4 }));
  },
};

/** Schedules `effect` on `out` now. */
export function synthesize(effect: SoundEffect, ctx: BaseAudioContext, out: AudioNode): void {
  RECIPES[effect]({ ctx, out, at: ctx.currentTime + 0.01, level: EFFECT_LEVELS[effect] });
}
