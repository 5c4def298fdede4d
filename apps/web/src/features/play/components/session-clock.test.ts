import { describe, expect, it } from 'vitest';
import { elapsed } from './session-clock';

describe('elapsed', () => {
  it('shows hours, minutes and seconds since the session started', () => {
    expect(elapsed(0, 59_999)).toBe('0:00:59');
    expect(elapsed(0, 3_723_000)).toBe('1:02:03');
    expect(elapsed(5_000, 0)).toBe('0:00:00');
  });
});
