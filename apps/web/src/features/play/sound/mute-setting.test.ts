import { describe, expect, it } from 'vitest';
import { MUTED_KEY, readMuted, writeMuted } from './mute-setting';

describe('the sound setting', () => {
  it('reads sound on when nothing is stored, and reads back what was written', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    expect(readMuted(storage)).toBe(false);
    writeMuted(storage, true);
    expect(items.get(MUTED_KEY)).toBe('true');
    expect(readMuted(storage)).toBe(true);
    writeMuted(storage, false);
    expect(readMuted(storage)).toBe(false);
  });

  it('falls back to sound on, without throwing, where storage is refused or absent', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readMuted(refusing)).toBe(false);
    expect(() => writeMuted(refusing, true)).not.toThrow();
    expect(readMuted(undefined)).toBe(false);
  });
});
