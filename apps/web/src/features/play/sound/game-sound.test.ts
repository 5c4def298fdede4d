import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGameSound, gameSound, RESULT_EFFECTS, unlockOnGesture, type SoundEnvironment } from './game-sound';
import { MUTED_KEY } from './mute-setting';
import { BASE_LEVEL, EFFECT_LEVELS } from './synth';

// The browser's AudioContext is the edge: a stand-in records what the sound asks of it.
const param = () => ({ value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} });
let contexts: FakeContext[] = [];
class FakeContext {
  state: AudioContextState = 'suspended';
  currentTime = 0;
  sampleRate = 8_000;
  destination = {};
  resumes = 0;
  suspends = 0;
  started: string[] = [];
  constructor() {
    contexts.push(this);
  }
  resume() {
    this.resumes += 1;
    this.state = 'running';
    return Promise.resolve();
  }
  suspend() {
    this.suspends += 1;
    this.state = 'suspended';
    return Promise.resolve();
  }
  createGain = () => ({ gain: param(), connect() {} });
  createBiquadFilter = () => ({ type: '', Q: param(), frequency: param(), connect() {} });
  createBuffer = (_channels: number, length: number) => ({ getChannelData: () => new Float32Array(length) });
  createOscillator = () => ({ type: '', frequency: param(), connect() {}, start: () => this.started.push('oscillator'), stop() {} });
  createBufferSource = () => ({ buffer: null, connect() {}, start: () => this.started.push('noise'), stop() {} });
}

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

function environment(storage = memoryStorage()): SoundEnvironment {
  return { AudioContext: () => FakeContext as unknown as new () => AudioContext, storage: () => storage };
}

beforeEach(() => {
  contexts = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the game sound before the player interacts', () => {
  it('creates no AudioContext and drops every effect', () => {
    const sound = createGameSound(environment());
    sound.play('spin');
    sound.play('win');
    expect(contexts).toHaveLength(0);
  });

  it('creates one context on the first pointerdown or keydown and plays from then on', () => {
    const sound = createGameSound(environment());
    const page = new EventTarget();
    const stop = unlockOnGesture(sound, page);
    sound.play('spin');
    expect(contexts).toHaveLength(0);

    page.dispatchEvent(new Event('pointerdown'));
    page.dispatchEvent(new Event('keydown'));
    expect(contexts).toHaveLength(1);
    expect(contexts[0]!.state).toBe('running');
    sound.play('win');
    expect(contexts[0]!.started).toEqual(['oscillator', 'oscillator', 'oscillator']);
    stop();
  });

  it('does not start on a press of the sound toggle itself', () => {
    const sound = createGameSound(environment());
    const page = new EventTarget();
    unlockOnGesture(sound, page);
    const toggle = { closest: (selector: string) => (selector === '[data-sound-toggle]' ? toggle : null) };
    const event = new Event('pointerdown');
    Object.defineProperty(event, 'target', { value: toggle });
    page.dispatchEvent(event);
    expect(contexts).toHaveLength(0);
  });

  it("the page's sound takes the window's AudioContext only at the player's first gesture", () => {
    vi.stubGlobal('window', { AudioContext: FakeContext, localStorage: memoryStorage() });
    gameSound.play('spin');
    expect(contexts).toHaveLength(0);
    const page = new EventTarget();
    const stop = unlockOnGesture(gameSound, page);
    page.dispatchEvent(new Event('keydown'));
    expect(contexts).toHaveLength(1);
    stop();
  });

  it('does nothing where the browser has no AudioContext', () => {
    const sound = createGameSound({ AudioContext: () => undefined, storage: () => undefined });
    sound.unlock();
    expect(() => sound.play('win')).not.toThrow();
  });
});

describe('muting', () => {
  it('never creates or resumes a context while muted', () => {
    const storage = memoryStorage({ [MUTED_KEY]: 'true' });
    const sound = createGameSound(environment(storage));
    sound.unlock();
    sound.play('megaWin');
    expect(contexts).toHaveLength(0);
  });

  it('suspends a running context, schedules nothing while muted, and resumes when sound is turned back on', () => {
    const sound = createGameSound(environment());
    sound.unlock();
    const [context] = contexts;
    sound.setMuted(true);
    expect(context!.state).toBe('suspended');
    sound.play('win');
    sound.unlock();
    expect(context!.started).toEqual([]);
    expect(context!.resumes).toBe(1);

    sound.setMuted(false);
    expect(context!.state).toBe('running');
    sound.play('reelStop');
    expect(context!.started).toEqual(['noise']);
    expect(contexts).toHaveLength(1);
  });

  it('keeps the choice in storage for the next visit, and tells its listeners', () => {
    const storage = memoryStorage();
    const first = createGameSound(environment(storage));
    let told = 0;
    first.subscribe(() => (told += 1));
    expect(first.isMuted()).toBe(false);
    first.setMuted(true);
    expect(told).toBe(1);
    expect(storage.items.get(MUTED_KEY)).toBe('true');

    const next = createGameSound(environment(storage));
    expect(next.isMuted()).toBe(true);
    next.setMuted(false);
    expect(createGameSound(environment(storage)).isMuted()).toBe(false);
  });
});

describe('levels', () => {
  it('keeps a return at or below the base level and quieter than any win; a bet that paid nothing plays nothing', () => {
    expect(EFFECT_LEVELS.return).toBeLessThanOrEqual(BASE_LEVEL);
    for (const tier of ['win', 'big', 'mega'] as const) expect(EFFECT_LEVELS.return).toBeLessThan(EFFECT_LEVELS[RESULT_EFFECTS[tier]!]);
    expect(RESULT_EFFECTS.none).toBeNull();
    expect(RESULT_EFFECTS.return).toBe('return');
  });
});
